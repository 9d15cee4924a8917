// The page's only script tag. The prerendered HTML is the page, so the app's
// JavaScript (React, the router, the page's sections) is fetched and run only
// once the browser reports the first contentful paint: until then the HTML,
// the font and the hero picture have the connection and the main thread to
// themselves. (A tab opened in the background paints nothing, so it loads the
// app when it is first shown.) Browsers without paint timing start on `load`.

// The chunk of this page's module, named by the prerender: fetched beside the
// client rather than after it, when the client's router asks for the same URL.
const pageChunk = document.querySelector<HTMLScriptElement>('script[data-page]')?.dataset.page;

function start() {
  void import('./client');
  // A failure here is the client's to report, when its own import of the page fails.
  if (pageChunk?.startsWith('/assets/')) import(pageChunk).catch(() => undefined);
}

if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start);
  });
  observer.observe({ type: 'paint', buffered: true });
} else if (document.readyState === 'complete') {
  start();
} else {
  window.addEventListener('load', start, { once: true });
}
