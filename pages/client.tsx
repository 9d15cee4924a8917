import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { resolveRoute } from './route-table';
import { loadPage } from './page-cache';
import { startSmoothScroll } from './smooth-scroll';
import { installRipple } from '../src/ui/ripple';

// The page's chunk loads before hydration, so the first render matches the
// prerendered HTML exactly and nothing suspends. No top-level await here: page
// chunks import shared code from this chunk, and awaiting them while this
// module is still evaluating would deadlock the module graph.
// The leftover shop store, restored from localStorage 'root' and saved back on
// every page load as the template's was. Loaded apart, so its schema (zod/mini)
// stays out of this chunk and hydration never waits for storage.
void import('../src/state/shop-persist').then(({ initShop }) => initShop());

const root = document.getElementById('root');
if (root) {
  void loadPage(resolveRoute(window.location.pathname).route).then(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App />
      </StrictMode>,
    );
    startSmoothScroll();
    // The 550 ms press ripple for every button and button-like link on the page.
    installRipple(document);
  });
}
