// What the visitor does to prerendered markup before React has adopted it, kept
// to hand over to React: shared by the widgets' first view (first-view.ts) and
// the host site's islands (pages/island-loader.ts). No React here, and only the
// watching: the replay comes with React (replay-input.ts), as it runs only then.
import { runsRightToLeft, tabKeyTarget } from '../ui/tab-keys.ts';
import type { Field, ReplayInput } from './replay-input.ts';

/** Early input being watched on one part of the page. */
export interface EarlyInput {
  /**
   * React has adopted the markup: replay the fields the visitor changed, the
   * last button they pressed (or tab they keyed to) and a form they sent, so
   * React's state holds what the screen shows and the send goes through
   * React's handler. `replay` is {@link ReplayInput}, from the chunk that
   * brought React.
   */
  handOver(replay: ReplayInput): void;
  /** Stop watching; a form held back (`holdSubmits`) is sent natively, as without script. */
  dispose(): void;
}

/** Options of {@link watchEarlyInput}. */
export interface EarlyInputOptions {
  /**
   * Hold back a form sent before React arrives and send it through React once
   * it has (an island that is waking). Without it the form posts natively.
   */
  holdSubmits?: boolean;
  /**
   * The markup was put in by the same script that watches it (a widget's first
   * view): nothing can have been typed before, and what differs from the markup
   * (a prefill) is the script's own doing, not the visitor's.
   */
  insertedNow?: boolean;
}

/** Whether `node` is a form field the visitor can change. */
export const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

/** Watches `root` (an element or a shadow root) for input that React, once there, must be told about. */
export function watchEarlyInput(
  root: Element | ShadowRoot,
  { holdSubmits = false, insertedNow = false }: EarlyInputOptions = {},
): EarlyInput {
  const changed = new Set<Field>();
  let pressed: HTMLElement | null = null;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const onChange = (event: Event) => {
    const [target] = event.composedPath();
    if (isField(target ?? null)) changed.add(target as Field);
  };
  // A button that does something in the page (a tab, a carousel arrow) waits for
  // React; a link, a submit button and a native control keep their own behaviour.
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button, [role="tab"]');
    if (!(button instanceof HTMLElement) || (button instanceof HTMLButtonElement && button.type === 'submit')) return;
    pressed = button;
  };
  // Tabs keyed through before React follow the keys as React's will (tab-keys.ts): focus moves to
  // the tab, which is then the one pressed, so React opens it once awake.
  const onKeyDown = (event: Event) => {
    const { key, target } = event as KeyboardEvent;
    const tab = (target as Element | null)?.closest?.('[role="tab"]');
    const list = tab?.closest('[role="tablist"]');
    const tabs = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(tab as HTMLElement);
    if (at < 0) return;
    const next = tabKeyTarget(key, at, tabs.length, runsRightToLeft(list));
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.focus();
    pressed = tabs[next]!;
  };
  const onSubmit = (event: Event) => {
    if (!holdSubmits || event.defaultPrevented) return;
    event.preventDefault();
    held = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
  };
  const listeners = [
    ['input', onChange],
    ['change', onChange],
    ['click', onClick],
    ['keydown', onKeyDown],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
  const stop = () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
  };
  return {
    dispose() {
      stop();
      if (held?.form.isConnected) held.form.submit();
      held = null;
    },
    handOver(replay) {
      stop();
      // Typed before this script ran (a module script runs once the page has parsed): no event was seen.
      replay(root, changed, !insertedNow);
      if (pressed?.isConnected) pressed.click();
      // Sent in a task of its own: the replayed fields reach a form's state (signals) in a render
      // React schedules after each event, and until then React would put their old values back.
      const send = held;
      if (send?.form.isConnected) {
        setTimeout(() => send.form.requestSubmit(send.submitter?.isConnected ? send.submitter : null));
      }
      held = null;
    },
  };
}
