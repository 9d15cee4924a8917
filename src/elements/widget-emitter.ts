// How a tag tells the page what happened: `it-*` events on the element, and,
// with `data-layer`, the page's dataLayer.
import type { WidgetEmitter } from '../ui/widget-context.ts';

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
export function emitterFor(element: Element, dataLayer: () => boolean): WidgetEmitter {
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
