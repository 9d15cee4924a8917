// A widget waking: React and its section have come, and take over the tag from
// its first view. Loaded with React (the widgets' runtime chunk), so the script
// a partner's page runs first carries only what paints and arms the wake-up.
import type { ComponentType } from 'react';
import type { WidgetEmitter } from '../ui/widget-context.ts';
import type { FirstView } from './first-view.ts';
import { replayInput } from './replay-input.ts';
import { mountWidget, type WidgetRootProps, type WidgetTree } from './widget-root.tsx';

/** One tag on the page: its shadow root, its props, and React once it has arrived. */
export interface Mounted {
  shadow: ShadowRoot;
  props: Record<string, unknown>;
  /** Its custom states (`:state(ready)`). */
  states: CustomStateSet;
  emit: WidgetEmitter;
  /** The prerendered view, on screen until React has adopted it. */
  firstView?: FirstView;
  /** An attribute that changes the markup was set before React arrived: render afresh, do not hydrate. */
  stale: boolean;
  /** React's tree, once loaded. */
  tree?: WidgetTree;
  /** Renders the tag's current props, once React has committed its first render. */
  rerender?: () => void;
  disposed: boolean;
  waking?: Promise<void>;
  stopWatching?: () => void;
}

/** What the tag's definition tells its waking half. */
export interface WakeContext {
  tag: string;
  base: string;
  /** The tag's props as its section takes them. */
  sectionProps: (props: Record<string, unknown>) => Record<string, unknown>;
  /** A form: it follows its `lang`, or the page's. */
  speaks: boolean;
}

/**
 * Adopts the first view with React (hydrates it), or renders afresh when there
 * is none or it went stale; then hands over what the visitor did meanwhile,
 * and fires `it-ready`.
 */
export function wakeWidget(
  mounted: Mounted,
  Section: ComponentType<Record<string, unknown>>,
  { tag, base, sectionProps, speaks }: WakeContext,
): void {
  if (mounted.disposed || mounted.tree) return;
  const hydrate = Boolean(mounted.firstView) && !mounted.stale;
  if (!hydrate) {
    mounted.firstView?.dispose();
    mounted.firstView = undefined;
    mounted.shadow.replaceChildren();
  }
  let ready = false;
  let rendered: WidgetRootProps = {
    Section,
    props: sectionProps(mounted.props),
    base,
    emit: mounted.emit,
    speaker: speaks ? mounted.shadow.host : undefined,
    onReady() {
      ready = true;
      // `it-enquiry-form:state(ready)` in the page's CSS and scripts.
      mounted.states.add('ready');
      mounted.firstView?.handOver(replayInput);
      mounted.firstView = undefined;
      // Attributes set while React was on its way.
      mounted.rerender?.();
      // Rendered, its handlers attached: the page may now talk to the widget.
      mounted.emit('it-ready', { tag });
    },
  };
  const tree = mountWidget(mounted.shadow, rendered, hydrate);
  mounted.tree = tree;
  mounted.rerender = () => {
    if (!ready) return;
    rendered = { ...rendered, props: sectionProps(mounted.props) };
    tree.render(rendered);
  };
}
