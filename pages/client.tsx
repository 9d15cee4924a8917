import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { resolveRoute } from './route-table';
import { loadPage } from './page-cache';
import { startSmoothScroll } from './smooth-scroll';
import { installRipple } from '../src/ui/ripple';

// The page's chunk loads before hydration, so the first render matches the
// prerendered HTML exactly and nothing suspends.
const root = document.getElementById('root');
if (root) {
  await loadPage(resolveRoute(window.location.pathname).route);
  hydrateRoot(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startSmoothScroll();
  // The 550 ms press ripple for every button and button-like link on the page.
  installRipple(document);
}
