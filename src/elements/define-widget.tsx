import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { LinkModeContext } from '../ui/Link';
import tokensCss from '../styles/tokens.css?inline';
import baseCss from '../styles/base.css?inline';

/** How an attribute's text becomes a prop. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** What a widget file tells {@link defineWidget}. */
export interface WidgetOptions {
  /** The section's stylesheets (imported with `?inline`); tokens and base come first by themselves. */
  styles?: readonly string[];
  /** camelCase prop name → attribute type; the attribute is the kebab-case name. */
  props?: Readonly<Record<string, AttributeType>>;
}

// r2wc keeps its state under these registered symbols; reading them lets the
// subclass fix two r2wc behaviours (see attributeChangedCallback).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

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

const camelCase = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

type R2wcElement = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

/**
 * Registers a section as the custom element `it-<name>`: rendered by r2wc in an
 * open shadow root with its styles adopted, its root marked `part="base"`, and
 * its links pointing at the company's site. Defining a tag twice does nothing.
 */
export function defineWidget<P extends object>(name: string, Section: ComponentType<P>, options: WidgetOptions = {}): void {
  const tag = `it-${name}`;
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const types = options.props ?? {};
  const adopted = [tokensCss, baseCss, ...(options.styles ?? [])].map(sheetFor);

  function WidgetRoot(props: P) {
    return (
      <LinkModeContext.Provider value="external">
        <div part="base" className="it-widget">
          <Section {...props} />
        </div>
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
