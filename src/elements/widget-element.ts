// The custom element class behind every <it-*> tag: its shadow root, its
// attributes and properties as typed props, and when its renderer runs.
//
// A plain HTMLElement, not @r2wc/core's class: its public API (r2wc(Component,
// { shadow, props }, renderer)) cannot give a tag what its contract promises,
// and each of these lives in r2wc's private state, which no option reaches:
// - it mounts at the first attribute it reads, even before the tag is in the
//   document, so a tag a script builds would paint its first view for that one
//   attribute and render afresh for the next;
// - it skips an empty value, so a bare boolean (`<it-faq data-layer>`) means
//   nothing, and a removed attribute, so a prop never returns to its default;
// - it parses the attributes in its constructor as well, where JSON that does
//   not parse (`<it-faq items="[{">`) throws and leaves the tag undefined, blank.
import type { WidgetAttribute } from '../content/widgets/types.ts';
import { UNCHANGED, attributeText, propName, readAttribute } from './read-attribute.ts';

/** A tag's props, by the camelCase names of its attributes. */
export type Props = Record<string, unknown>;

/** What the element calls as it joins and leaves the page and its props change; `Context` is what `mount` keeps. */
export interface WidgetRenderer<Context> {
  /** The tag is in a document, with all its attributes read. */
  mount(shadow: ShadowRoot, props: Props, states: CustomStateSet): Context;
  /** An attribute or property changed while the tag is in the document. */
  update(context: Context, props: Props): void;
  /** The tag left the document. */
  unmount(context: Context): void;
}

/**
 * Makes the class of `tag`: an open shadow root with `sheets` adopted, the
 * `attributes` observed and parsed into props, each also an element property
 * (camelCase) that writes its attribute, and `renderer` mounted once the tag
 * is connected, updated on each change, unmounted when it leaves.
 */
export function widgetElement<Context>(
  tag: string,
  attributes: readonly WidgetAttribute[],
  sheets: CSSStyleSheet[],
  renderer: WidgetRenderer<Context>,
): CustomElementConstructor {
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]));

  class WidgetElement extends HTMLElement {
    static observedAttributes = [...byName.keys()];
    #props: Props = {};
    #shadow = this.attachShadow({ mode: 'open' });
    #states = this.attachInternals().states;
    #connected = false;
    #context?: Context;

    // Each attribute is also a property (`element.dataLayer = true`): it reads the
    // prop, and a value written sets the attribute's text, from which the prop is
    // then read as from the page's markup.
    static {
      for (const attribute of attributes) {
        const prop = propName(attribute.name);
        Object.defineProperty(this.prototype, prop, {
          enumerable: true,
          configurable: true,
          get(this: WidgetElement) {
            return this.#props[prop];
          },
          set(this: WidgetElement, value: unknown) {
            this.#props[prop] = value;
            const text = attributeText(attribute, value);
            if (text === this.getAttribute(attribute.name)) return;
            if (text === null) this.removeAttribute(attribute.name);
            else this.setAttribute(attribute.name, text);
          },
        });
      }
    }

    constructor() {
      super();
      this.#shadow.adoptedStyleSheets = sheets;
    }

    connectedCallback() {
      this.#connected = true;
      this.#render();
    }

    disconnectedCallback() {
      this.#connected = false;
      if (this.#context !== undefined) renderer.unmount(this.#context);
      this.#context = undefined;
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const prop = readAttribute(tag, byName.get(name)!, value);
      if (prop === UNCHANGED) return;
      if (prop === undefined) delete this.#props[propName(name)];
      else this.#props[propName(name)] = prop;
      this.#render();
    }

    #render() {
      if (!this.#connected) return;
      if (this.#context === undefined) this.#context = renderer.mount(this.#shadow, this.#props, this.#states);
      else renderer.update(this.#context, this.#props);
    }
  }

  return WidgetElement;
}
