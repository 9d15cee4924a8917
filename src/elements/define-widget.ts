// Registers a section of the site as a custom element. This module is what a
// partner's page runs first, so it holds no React: the element (attributes and
// properties, widget-element.ts), the styles, and the first view the build
// prerendered. React and the section load when the widget wakes (widget-wake.ts)
// and adopt that view.
import type { ComponentType } from 'react';
import { dataLayerAttribute } from '../content/widgets/common.ts';
import type { WidgetDoc } from '../content/widgets/types.ts';
import { whenNearOrUsed } from '../ui/when-near-or-used.ts';
import { whenIdle } from '../ui/when-idle.ts';
import { showFirstView } from './first-view.ts';
import { propName } from './read-attribute.ts';
import { emitterFor } from './widget-emitter.ts';
import { widgetElement, type Props, type WidgetRenderer } from './widget-element.ts';
import { declareFonts, sheetFor } from './widget-sheets.ts';
import type { Mounted } from './widget-wake.ts';
import tokensCss from '../styles/tokens.css?inline';
import themeCss from '../styles/widget-theme.css?inline';
import baseCss from '../styles/base.css?inline';

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

/** What the renderer of one tag needs to know of its definition. */
interface Definition {
  tag: string;
  parts: WidgetParts;
  /** Where the widget scripts came from. */
  base: string;
  /** The props that leave the prerendered first view as it is (contract: keepsFirstView, firstViewSlot). */
  keepsFirstView: ReadonlySet<string>;
  /** A widget whose contract takes `lang` (a form) speaks the visitor's language. */
  speaks: boolean;
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

/** The origin path that served the widget scripts (…/widgets/x.js → …/): pictures come from there too. */
function assetBase(): string {
  const url = import.meta.url;
  const at = url.lastIndexOf('/widgets/');
  return at >= 0 ? url.slice(0, at + 1) : '/';
}

/** The tag's props as its section takes them: data-layer is defineWidget's, the theme the stylesheets' (:host([theme])). */
const sectionProps = ({ dataLayer: _dataLayer, theme: _theme, ...props }: Props) => props;

/** An attribute is set that the prerendered first view does not show. */
const changesFirstView = (definition: Definition, props: Props) =>
  Object.keys(props).some((prop) => !definition.keepsFirstView.has(prop));

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
  // the element's own global attribute (no property over HTMLElement.lang): the widget root
  // watches it, with the page's (widget-lang.ts).
  const attributes = [...doc.attributes, dataLayerAttribute].filter((attribute) => attribute.name !== 'lang');
  const definition: Definition = {
    tag,
    parts,
    base: assetBase(),
    keepsFirstView: new Set(attributes.filter((a) => a.keepsFirstView || a.firstViewSlot).map((a) => propName(a.name))),
    speaks: doc.attributes.some((attribute) => attribute.name === 'lang'),
  };
  const sheets = [tokensCss, themeCss, baseCss, ...parts.styles].map(sheetFor);
  declareFonts(definition.base);
  customElements.define(tag, widgetElement(tag, attributes, sheets, rendererFor(definition)));
}

/** What the tag does as it joins the page, as its attributes change, and as it leaves. */
function rendererFor(definition: Definition): WidgetRenderer<Mounted> {
  return {
    mount: (shadow, props, states) => mountTag(definition, shadow, props, states),
    update(mounted, props) {
      mounted.props = { ...props };
      if (!mounted.tree && changesFirstView(definition, props)) {
        // The first view no longer shows what the tag asks for: render it now.
        mounted.stale = true;
        void wake(definition, mounted);
      }
      mounted.rerender?.();
    },
    unmount(mounted) {
      mounted.disposed = true;
      mounted.states.delete('ready');
      mounted.stopWatching?.();
      mounted.firstView?.dispose();
      mounted.tree?.unmount();
      mounted.shadow.replaceChildren();
    },
  };
}

/** Shows the first view and arms the wake-up, or, when the first view cannot show the tag's props, wakes at once. */
function mountTag(definition: Definition, shadow: ShadowRoot, props: Props, states: CustomStateSet): Mounted {
  const mounted: Mounted = {
    shadow,
    props: { ...props },
    states,
    emit: emitterFor(shadow.host, () => Boolean(mounted.props.dataLayer)),
    stale: false,
    disposed: false,
  };
  const { parts, base } = definition;
  if (parts.firstView && !changesFirstView(definition, props)) {
    const given = sectionProps(props);
    mounted.firstView = showFirstView(shadow, { html: parts.firstView, base, props: given, emit: mounted.emit });
    parts.firstViewWords?.(shadow, given);
    parts.firstViewMotion?.(shadow, given);
    armWake(definition, mounted);
  } else {
    void wake(definition, mounted);
  }
  return mounted;
}

/** Wakes the tag on first use or, near the viewport, when idle; a follower with the first other tag. */
function armWake(definition: Definition, mounted: Mounted): void {
  const wakeNow = () => void wake(definition, mounted);
  if (!definition.parts.wakesWithOthers) {
    mounted.stopWatching = whenNearOrUsed(mounted.shadow.host as HTMLElement, (reason) =>
      reason === 'used' ? wakeNow() : whenIdle(wakeNow),
    );
  } else if (someTagAwake) {
    wakeNow();
  } else {
    followers.add(wakeNow);
    mounted.stopWatching = () => followers.delete(wakeNow);
  }
}

/** Loads React and the section, then adopts the first view (or renders, when there is none or it went stale); once. */
function wake(definition: Definition, mounted: Mounted): Promise<void> {
  mounted.stopWatching?.();
  if (!definition.parts.wakesWithOthers) othersWake();
  mounted.waking ??= load(definition, mounted);
  return mounted.waking;
}

async function load({ tag, parts, base, speaks }: Definition, mounted: Mounted) {
  try {
    const [{ wakeWidget }, Section] = await Promise.all([import('./widget-wake.ts'), parts.load()]);
    wakeWidget(mounted, Section as ComponentType<Record<string, unknown>>, { tag, base, sectionProps, speaks });
  } catch (error) {
    // The first view keeps working (links, native form posts); say why the rest does not.
    console.error(`${tag}: could not load its script`, error);
  }
}
