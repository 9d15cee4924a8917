import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
import type { Catalogue } from '../content/catalogue.ts';

// The three things a component needs to know about where it renders: on the
// host site or inside an <it-*> widget on a partner's page. defineWidget()
// provides the widget values and pages/App.tsx the host's; everything else only
// reads them. They live in ui, the lowest layer that may use React, so the
// primitives, the form hooks and the sections all reach them.

/**
 * Where links lead. On the host site they navigate inside the app; inside a
 * widget on a partner's page they must open the company's site instead of
 * pushing the partner's history, so they become absolute URLs.
 */
export const LinkModeContext = createContext<'router' | 'external'>('external');

/**
 * How the host site moves between its pages: its router's link and navigation
 * (pages/ gives wouter's). A widget has none: its links and navigation open
 * the company's site, and it carries no router at all.
 */
export interface SiteRouter {
  Link: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;
  navigate: (to: string) => void;
}

export const SiteRouterContext = createContext<SiteRouter | null>(null);

/**
 * Where images are served from: '/' on the host site; inside a widget, the origin
 * that served the widget's script, so pictures (and form posts) go there too.
 */
export const AssetBaseContext = createContext('/');

/** Dispatches an `it-*` event from the widget's element; false when the page cancelled it. */
export type WidgetEmitter = (type: `it-${string}`, detail?: unknown, options?: { cancelable?: boolean }) => boolean;

/**
 * How a section tells the page around it what happened. Inside a widget it
 * dispatches a bubbling, composed CustomEvent on the element; on the host site
 * there is no element to dispatch from, so nothing is cancelled.
 */
export const WidgetEventsContext = createContext<WidgetEmitter>(() => true);

/** The emitter of the widget this component renders in (a no-op on the host site). */
export function useWidgetEvent(): WidgetEmitter {
  return useContext(WidgetEventsContext);
}

/**
 * The `part` attribute that lets a partner style an element with ::part(name):
 * inside a widget only, as the host site has no shadow root to style across and
 * `part` is not valid HTML there.
 */
export function usePart(name: string): string | undefined {
  return useContext(LinkModeContext) === 'external' ? name : undefined;
}

/**
 * Marks the element whose words (or address) a widget attribute gives, so the
 * widget's first view can put them in before it is shown (first-view.ts): the
 * attribute's name inside a widget, nothing on the host site.
 */
export function useSlot(attribute: string): string | undefined {
  return useContext(LinkModeContext) === 'external' ? attribute : undefined;
}

/**
 * The words of the language a form widget speaks (its tag's `lang`, or the
 * page's): a catalogue, or undefined for English, whose words are the forms'
 * descriptors and messages.ts themselves. The host site speaks English.
 */
export const CatalogueContext = createContext<Catalogue | undefined>(undefined);

/** The catalogue of the language this component speaks; undefined for English. */
export function useCatalogue(): Catalogue | undefined {
  return useContext(CatalogueContext);
}
