// Registers a section of the site as a custom element. This module is what a
// partner's page runs first, so it holds no React: r2wc's core (attributes and
// properties), the styles, and the first view the build prerendered. React and
// the section load when the widget wakes (widget-wake.ts) and adopt that view.
import r2wc, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import { dataLayerAttribute } from '../content/widgets/common';
import type { WidgetDoc } from '../content/widgets/types';
import type { WidgetEmitter } from '../ui/widget-context';
import { whenNearOrUsed } from '../ui/when-near-or-used';
import { whenIdle } from '../ui/when-idle';
import { showFirstView } from './first-view';
import type { Mounted } from './widget-wake';
import tokensCss from '../styles/tokens.css?inline';
import themeCss from '../styles/widget-theme.css?inline';
import baseCss from '../styles/base.css?inline';
import fontsCss from '../styles/fonts.css?inline';

// r2wc keeps its state under these registered symbols; reading them lets the
// subclass fix two r2wc behaviours (see attributeChangedCallback).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type Props = Record<string, unknown> & { container?: HTMLElement; dataLayer?: boolean };

type R2wcElement = HTMLElement & {
  [PROPS]: Props;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

/** What a widget file hands to {@link defineWidget} beside its contract. */
export interface WidgetParts {
  /** The section, loaded when the widget wakes: `() => import('../src/sections/X').then((m) => m.X)`. */
  load: () => Promise<ComponentType<never>>;
  /** Every stylesheet the section reaches (`Section?styles`). */
  styles: readonly string[];
  /** The section's markup with no attributes set, rendered by the build (`Section?first-view`). */
  firstView: string;
  /**
   * It shows nothing until another tag acts (the toaster, whose toasts the forms
   * raise), so it wakes when the first other tag on the page wakes, wherever it
   * sits, and not for its own sake.
   */
  wakesWithOthers?: boolean;
  /**
   * Starts what the first view does by itself until React comes, given the
   * tag's props: the hero carousel turns its slides with a small script of its
   * own, and React takes it over from the slide shown.
   */
  firstViewMotion?: (shadow: ShadowRoot, props: Record<string, unknown>) => void;
  /**
   * Puts the words the tag's attributes give (contract: firstViewSlot) into its
   * first view before it is painted (`fillFirstViewWords`); only the tags that
   * take words pass it, so the others' first script does not carry it.
   */
  firstViewWords?: (shadow: ShadowRoot, props: Record<string, unknown>) => void;
}

/** Tags waiting for another tag to wake ({@link WidgetParts.wakesWithOthers}). */
const followers = new Set<() => void>();
let someTagAwake = false;

/** A tag is waking: so do the tags that follow others. */
function othersWake(): void {
  someTagAwake = true;
  for (const wake of followers) wake();
  followers.clear();
}

const camelCase = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Each tag's ElementInternals, for its `ready` custom state. */
const internals = new WeakMap<Element, ElementInternals>();

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

/**
 * Declares Inter and its size-adjusted fallbacks in the page's document, once:
 * a browser ignores @font-face inside a shadow root. The files come from the
 * origin that served the widget (font-src must allow it), and are fetched only
 * when text is set in them, so a tag given its own --it-font-family loads
 * none. An adopted sheet, not a <style>, as a strict style-src allows it.
 */
function declareFonts(base: string): void {
  const sheet = sheetFor(fontsCss.replaceAll('url(/', `url(${base}`));
  if (!document.adoptedStyleSheets.includes(sheet))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
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
 * of its shadow root, and with `data-layer` (read when the event happens) also
 * pushes each to window.dataLayer.
 */
function emitterFor(element: Element, dataLayer: () => boolean): WidgetEmitter {
  return (type, detail, options) => {
    const event = new CustomEvent(type, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: Boolean(options?.cancelable),
    });
    const dispatched = element.dispatchEvent(event);
    if (dataLayer()) ((window as DataLayerWindow).dataLayer ??= []).push(dataLayerEntry(type, detail));
    return dispatched;
  };
}

/**
 * Registers a section as the custom element `it-<doc.name>`, in an open shadow
 * root with its styles adopted. The tag shows the section's prerendered first
 * view at once, and React adopts that view (hydrates it) on the visitor's first
 * interaction or, once the tag is near the viewport, when the browser is idle.
 * A tag with an attribute that changes the first render renders in the browser
 * instead, as soon as it can. Attributes are typed and checked by the contract; `it-*`
 * events bubble from the element; links point at the company's site; defining
 * a tag twice does nothing.
 */
export function defineWidget(doc: WidgetDoc, parts: WidgetParts): void {
  const tag = `it-${doc.name}`;
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  // data-layer is every widget's; defineWidget reads it, the section never sees it. lang stays
  // the element's own global attribute (no r2wc property over HTMLElement.lang): the widget root
  // watches it, with the page's (widget-lang.ts).
  const attributes = [...doc.attributes, dataLayerAttribute].filter((attribute) => attribute.name !== 'lang');
  const types = Object.fromEntries(attributes.map((attribute) => [camelCase(attribute.name), attribute.type]));
  const keepsFirstView = new Set(
    attributes.filter((a) => a.keepsFirstView || a.firstViewSlot).map((a) => camelCase(a.name)),
  );
  const changesFirstView = (props: Props) =>
    Object.keys(props).some((prop) => prop !== 'container' && !keepsFirstView.has(prop));
  // A widget whose contract takes `lang` (a form) speaks the visitor's language.
  const speaks = doc.attributes.some((attribute) => attribute.name === 'lang');
  const adopted = [tokensCss, themeCss, baseCss, ...parts.styles].map(sheetFor);
  const base = assetBase();
  declareFonts(base);

  // The theme is the stylesheets' (:host([theme])); the section never sees it.
  const sectionProps = ({ container: _container, dataLayer: _dataLayer, theme: _theme, ...props }: Props) => props;

  /** Loads React and the section, then adopts the first view (or renders, when there is none or it went stale); once. */
  function wake(mounted: Mounted): Promise<void> {
    mounted.stopWatching?.();
    if (!parts.wakesWithOthers) othersWake();
    mounted.waking ??= load(mounted);
    return mounted.waking;
  }

  async function load(mounted: Mounted) {
    try {
      const [{ wakeWidget }, Section] = await Promise.all([import('./widget-wake'), parts.load()]);
      wakeWidget(mounted, Section as ComponentType<Record<string, unknown>>, {
        tag,
        base,
        sectionProps,
        speaks,
        states: internals.get(mounted.shadow.host)?.states,
      });
    } catch (error) {
      // The first view keeps working (links, native form posts); say why the rest does not.
      console.error(`${tag}: could not load its script`, error);
    }
  }

  // r2wc's renderer: r2wc calls mount when the tag is connected, update when an
  // attribute or property changes, unmount when the tag leaves the page.
  const renderer: R2WCRenderer<Props, Mounted> = {
    mount(container, _section, props) {
      const shadow = container as unknown as ShadowRoot;
      const host = shadow.host as HTMLElement;
      const mounted: Mounted = {
        shadow,
        props: { ...props },
        emit: emitterFor(host, () => Boolean(mounted.props.dataLayer)),
        stale: false,
        disposed: false,
      };
      if (parts.firstView && !changesFirstView(props)) {
        mounted.firstView = showFirstView(shadow, {
          html: parts.firstView,
          base,
          props: sectionProps(props),
          emit: mounted.emit,
        });
        parts.firstViewWords?.(shadow, sectionProps(props));
        parts.firstViewMotion?.(shadow, sectionProps(props));
        if (!parts.wakesWithOthers) {
          mounted.stopWatching = whenNearOrUsed(host, (reason) =>
            reason === 'used' ? void wake(mounted) : whenIdle(() => void wake(mounted)),
          );
        } else if (someTagAwake) {
          void wake(mounted);
        } else {
          const follow = () => void wake(mounted);
          followers.add(follow);
          mounted.stopWatching = () => followers.delete(follow);
        }
      } else {
        void wake(mounted);
      }
      return mounted;
    },
    update(mounted, props) {
      mounted.props = { ...props };
      if (!mounted.tree && changesFirstView(props)) {
        // The first view no longer shows what the tag asks for: render it now.
        mounted.stale = true;
        void wake(mounted);
      }
      mounted.rerender?.();
    },
    unmount(mounted) {
      mounted.disposed = true;
      internals.get(mounted.shadow.host)?.states?.delete('ready');
      mounted.stopWatching?.();
      mounted.firstView?.dispose();
      mounted.tree?.unmount();
      mounted.shadow.replaceChildren();
    },
  };

  // r2wc only hands the component to the renderer, which loads its own.
  const Base = r2wc(() => null, { shadow: 'open', props: types }, renderer) as unknown as new () => R2wcElement;

  class Widget extends Base {
    /** Connected to a document; r2wc would mount at the first attribute, before it has seen the others. */
    #connected = false;

    constructor() {
      super();
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = adopted;
      internals.set(this, this.attachInternals());
    }

    override connectedCallback() {
      this.#connected = true;
      super.connectedCallback();
    }

    override disconnectedCallback() {
      this.#connected = false;
      super.disconnectedCallback();
    }

    override [RENDER]() {
      if (this.#connected) super[RENDER]();
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
      // A partner's page is not built by us: a value its contract does not allow (each comma-separated
      // item must be one of `values`) leaves the default, with a warning in the console. Kept small:
      // every tag's first script carries it.
      const { values } = attributes.find((a) => a.name === attribute)!;
      if (!values || value.split(',').every((item) => values.includes(item.trim()))) {
        return super.attributeChangedCallback(attribute, old, value);
      }
      console.warn(`<${tag}> ${attribute}="${value}" is not allowed; use ${values.join(', ')}`);
      delete this[PROPS][prop];
      this[RENDER]();
    }
  }

  customElements.define(tag, Widget);
}
