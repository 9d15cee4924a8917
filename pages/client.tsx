// React's side of the host pages: loaded when the first island wakes, never
// before. Static sections are not here; each island's component comes in its
// own chunk (island-registry.ts).
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { Catalogue } from '../src/content/catalogue.ts';
import { loadCatalogue } from '../src/content/load-catalogue.ts';
import { defaultLocale, matchLocale } from '../src/content/locales.ts';
import { langOf } from '../src/elements/widget-lang.ts';
import { CatalogueContext } from '../src/ui/widget-context.ts';
import { IslandFrame } from './IslandFrame.tsx';

/** Tells React what the visitor typed before it adopted an island (island-loader.ts). */
export { replayInput } from '../src/elements/replay-input.ts';

// The leftover shop store, restored from localStorage 'root' and saved back as
// the template's was, once React is on the page. Loaded apart, so its schema
// (zod/mini) stays out of this chunk and hydration never waits for storage.
void import('../src/state/shop-persist.ts').then(({ initShop }) => initShop());

/**
 * Hydrates one island: the host's prerendered markup becomes `Component`'s
 * root, adopted node for node (hydrateRoot) with the same id prefix the
 * prerender gave it. As a transition, React adopts it in slices of a few
 * milliseconds, yielding to the page between them. On a page in another
 * language (a landing page in German) the prerender rendered its forms in that
 * language: its catalogue comes first, so React renders what is on screen.
 * Returns the unmounter.
 */
export function hydrateIsland(
  host: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  identifierPrefix: string,
  onReady: () => void,
): () => void {
  let root: Root | undefined;
  let gone = false;
  const hydrate = (catalogue?: Catalogue) =>
    startTransition(() => {
      root = hydrateRoot(
        host,
        <CatalogueContext.Provider value={catalogue}>
          <IslandFrame onReady={onReady}>
            <Component {...props} />
          </IslandFrame>
        </CatalogueContext.Provider>,
        { identifierPrefix },
      );
    });
  const code = matchLocale(langOf(host));
  if (code === defaultLocale) hydrate();
  else void loadCatalogue(code).then((catalogue) => gone || hydrate(catalogue));
  return () => {
    gone = true;
    root?.unmount();
  };
}
