import { useEffect, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { dataLayerAttribute } from '../content/widgets/common';
import type { WidgetDoc } from '../content/widgets/types';
import { AssetBaseContext, LinkModeContext, WidgetEventsContext, type WidgetEmitter } from '../ui/widget-context';
import tokensCss from '../styles/tokens.css?inline';
import baseCss from '../styles/base.css?inline';

// r2wc keeps its state under these registered symbols; reading them lets the
// subclass fix two r2wc behaviours (see attributeChangedCallback).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcElement = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, shared by every instance of every widget. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** The origin path that served the widget scripts (…/widgets/x.js → …/): pictures come from there too. */
function assetBase(): string {
  const url = import.meta.url;
  const at = url.lastIndexOf('/widgets/');
  return at >= 0 ? url.slice(0, at + 1) : '/';
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * What an event tells the page's dataLayer: its name and detail, without the
 * fields the visitor typed (it-submit's `fields`), since tag managers forward
 * pushes to analytics vendors that must not receive personal data.
 */
function dataLayerEntry(type: string, detail: unknown): Record<string, unknown> {
  const { fields: _typed, ...rest } = (typeof detail === 'object' && detail ? detail : {}) as Record<string, unknown>;
  return { event: type, ...rest };
}

/**
 * An emitter that dispatches `it-*` events on the widget's element, bubbling out
 * of its shadow root, and with `data-layer` also pushes each to window.dataLayer.
 */
function emitterFor(element: Element, dataLayer: boolean): WidgetEmitter {
  return (type, detail, options) => {
    const event = new CustomEvent(type, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: Boolean(options?.cancelable),
    });
    const dispatched = element.dispatchEvent(event);
    if (dataLayer) ((window as DataLayerWindow).dataLayer ??= []).push(dataLayerEntry(type, detail));
    return dispatched;
  };
}

const camelCase = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Registers a section as the custom element `it-<doc.name>`: rendered by r2wc in
 * an open shadow root with its styles adopted, its root marked `part="base"`,
 * attributes typed from its contract, links pointing at the company's site and
 * `it-*` events dispatched from the element. Defining a tag twice does nothing.
 */
export function defineWidget<P extends object>(
  doc: WidgetDoc,
  Section: ComponentType<P>,
  styles: readonly string[] = [],
): void {
  const tag = `it-${doc.name}`;
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  // data-layer is every widget's; defineWidget reads it, the section never sees it.
  const types = Object.fromEntries(
    [...doc.attributes, dataLayerAttribute].map((attribute) => [camelCase(attribute.name), attribute.type]),
  );
  const adopted = [tokensCss, baseCss, ...styles].map(sheetFor);
  const base = assetBase();

  function WidgetRoot({ container, dataLayer, ...props }: P & { container?: ShadowRoot; dataLayer?: boolean }) {
    const host = container?.host;
    const emit = host ? emitterFor(host, Boolean(dataLayer)) : () => true;
    // Rendered and its handlers attached: the page may now talk to the widget.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, whatever the attributes do later
    useEffect(() => void emit('it-ready', { tag }), []);
    return (
      <LinkModeContext.Provider value="external">
        <AssetBaseContext.Provider value={base}>
          <WidgetEventsContext.Provider value={emit}>
            <div part="base" className="it-widget">
              <Section {...(props as P)} />
            </div>
          </WidgetEventsContext.Provider>
        </AssetBaseContext.Provider>
      </LinkModeContext.Provider>
    );
  }

  const Base = r2wc(WidgetRoot as ComponentType<P & { container?: HTMLElement }>, {
    shadow: 'open',
    props: types as never,
  }) as unknown as new () => R2wcElement;

  class Widget extends Base {
    constructor() {
      super();
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = adopted;
    }

    // r2wc ignores an empty value (so a bare boolean attribute means nothing) and
    // a removed attribute (so the prop keeps its old value); both are fixed here.
    override attributeChangedCallback(attribute: string, old: string | null, value: string | null) {
      const prop = camelCase(attribute);
      const type = types[prop];
      if (value === null || type === 'boolean') {
        if (value === null) delete this[PROPS][prop];
        else this[PROPS][prop] = value !== 'false';
        this[RENDER]();
        return;
      }
      super.attributeChangedCallback(attribute, old, value);
    }
  }

  customElements.define(tag, Widget);
}
