// The page's only script tag. The prerendered HTML is the page, so the app's
// JavaScript (React, the router, the page's sections) starts downloading once
// the first frame is on screen: the stylesheet, the font and the hero picture
// get the connection to themselves, and the app hydrates right after.
requestAnimationFrame(() => setTimeout(() => void import('./client')));
