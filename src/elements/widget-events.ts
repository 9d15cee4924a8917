import { createContext, useContext } from 'react';

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

/** An emitter that dispatches on `element`. */
export function emitterFor(element: Element): WidgetEmitter {
  return (type, detail, options) =>
    element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: Boolean(options?.cancelable) }));
}
