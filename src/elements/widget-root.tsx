// The React half of a widget: the tree every <it-*> tag renders in its shadow
// root, on the server (the first view the build prerenders) and in the browser
// (which hydrates that first view). define-widget.ts loads this module when the
// widget wakes, so a partner's page pays for React only then.
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Catalogue } from '../content/catalogue.ts';
import { loadCatalogue } from '../content/load-catalogue.ts';
import { matchLocale } from '../content/locales.ts';
import {
  AssetBaseContext,
  CatalogueContext,
  LinkModeContext,
  WidgetEventsContext,
  type WidgetEmitter,
} from '../ui/widget-context.ts';
import { langOf, watchLang } from './widget-lang.ts';
import '../styles/base.css';

/** Props of {@link WidgetRoot}. */
export interface WidgetRootProps {
  Section: ComponentType<Record<string, unknown>>;
  /** The section's props, from the tag's attributes and properties. */
  props: Record<string, unknown>;
  /** Where the widget's scripts came from: pictures and form posts go there too. */
  base: string;
  emit: WidgetEmitter;
  /** Called once, after the first commit: the widget is on screen and its handlers are attached. */
  onReady?: () => void;
  /** The tag of a widget that speaks the visitor's language (a form's): it follows its `lang`, or the page's. */
  speaker?: Element;
}

/**
 * The catalogue of the language `speaker` is in, following its `lang` (and
 * its ancestors') as it changes; undefined while it is English, and always in
 * the first render, so a hydrated first view matches what the build rendered.
 */
function useSpokenCatalogue(speaker: Element | undefined): Catalogue | undefined {
  const [catalogue, setCatalogue] = useState<Catalogue>();
  useEffect(() => {
    if (!speaker) return;
    let asked = 0;
    const follow = () => {
      const ask = ++asked;
      // Only the latest change counts: a slow chunk must not undo a newer language.
      void loadCatalogue(matchLocale(langOf(speaker))).then((next) => ask === asked && setCatalogue(next));
    };
    follow();
    return watchLang(speaker, follow);
  }, [speaker]);
  return catalogue;
}

/** The section inside the contexts a widget gives it, in the `part="base"` box partners style. */
export function WidgetRoot({ Section, props, base, emit, onReady, speaker }: WidgetRootProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, whatever the attributes do later
  useEffect(() => onReady?.(), []);
  const catalogue = useSpokenCatalogue(speaker);
  return (
    <LinkModeContext.Provider value="external">
      <AssetBaseContext.Provider value={base}>
        <WidgetEventsContext.Provider value={emit}>
          <CatalogueContext.Provider value={catalogue}>
            <div part="base" className="it-widget" lang={catalogue?.code ?? 'en'} dir={catalogue?.dir ?? 'ltr'}>
              <Section {...props} />
            </div>
          </CatalogueContext.Provider>
        </WidgetEventsContext.Provider>
      </AssetBaseContext.Provider>
    </LinkModeContext.Provider>
  );
}

/** A mounted widget tree: render again with new props, or take it down. */
export interface WidgetTree {
  render(props: WidgetRootProps): void;
  unmount(): void;
}

/**
 * Mounts the widget in its shadow root. `hydrate`: the root already holds the
 * first view the build rendered with the same props, so React adopts those very
 * nodes (hydrateRoot) instead of rendering them again; otherwise it renders.
 */
export function mountWidget(shadow: ShadowRoot, props: WidgetRootProps, hydrate: boolean): WidgetTree {
  // React accepts a shadow root (a document fragment) although its types name Element and Document.
  const container = shadow as unknown as Element;
  let root!: Root;
  if (hydrate) {
    // As a transition, React adopts the view in slices of a few milliseconds,
    // yielding to the page (and to the visitor) between them, not in one long task.
    startTransition(() => {
      root = hydrateRoot(container, <WidgetRoot {...props} />);
    });
  } else {
    root = createRoot(container);
    root.render(<WidgetRoot {...props} />);
  }
  return {
    render: (next) => root.render(<WidgetRoot {...next} />),
    unmount: () => root.unmount(),
  };
}
