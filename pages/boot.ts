// The page's only script tag. The prerendered HTML is the page, so the app's
// JavaScript (React, the router, the page's sections) starts downloading once
// the first frame is on screen: the HTML, the font and the hero picture get the
// connection to themselves, and the app hydrates right after. (A tab opened in
// the background paints no frame, so it loads the app when it is first shown.)
requestAnimationFrame(() => setTimeout(() => void import('./client')));
