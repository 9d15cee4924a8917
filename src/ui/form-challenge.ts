// The altcha widget, loaded only once a visitor starts a mail form (use-form-challenge.ts).
// Its external build injects no <style> and makes no blob: workers: its stylesheet
// is adopted here and its worker script is served by our own origin.
import 'altcha/external';
import altchaCss from 'altcha/altcha.css?inline';
import pbkdf2Worker from 'altcha/workers/pbkdf2?worker-url';
import { MainThreadSolver } from './main-thread-solver.ts';

/** The one algorithm the server's challenges use (mail/posts/issue-challenge.ts). */
const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * The widget's settings: nothing shown and nothing to press (`invisible`, its
 * box hidden by its own stylesheet, so no focus stop either), solving only when
 * asked, no artificial delay, and no record of the visitor's pointer and scroll
 * (the human interaction signature, which our server never asks for).
 */
const configuration = JSON.stringify({
  auto: 'off',
  display: 'invisible',
  minDuration: 0,
  humanInteractionSignature: false,
  hideFooter: true,
  hideLogo: true,
});

// A worker from our own origin on our pages; on a partner's page the browser
// refuses a worker from another origin, so the same search runs on the page.
globalThis.$altcha.algorithms.set(ALGORITHM, () =>
  new URL(pbkdf2Worker).origin === location.origin
    ? new Worker(pbkdf2Worker)
    : (new MainThreadSolver() as unknown as Worker),
);

let sheet: CSSStyleSheet | undefined;

/** The widget renders into the form itself, not a shadow root of its own: its rules go where the form is. */
function adoptStyles(root: Document | ShadowRoot): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(altchaCss);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** A form's proof-of-work: its solution goes into the form's `altcha` field. */
export interface FormChallenge {
  /**
   * Solves a challenge unless one is solved or being solved; settles when done
   * (or failed: the post then goes without, as with JavaScript off).
   */
  ready(): Promise<void>;
  /** Drops the solution (the server refused it), so the next `ready` solves a new one. */
  discard(): void;
  /** Takes the widget out of the form. */
  remove(): void;
}

/** Puts an invisible altcha widget into `form` and starts solving a challenge from `challengeUrl`. */
export function attachChallenge(form: HTMLFormElement, challengeUrl: string): FormChallenge {
  adoptStyles(form.getRootNode() as Document | ShadowRoot);
  const widget = document.createElement('altcha-widget');
  // No box at all: the element would otherwise be an item of the form's grid and add a gap.
  // Its hidden `altcha` field is still sent, and there is nothing for a screen reader to announce.
  widget.hidden = true;
  widget.setAttribute('challenge', challengeUrl);
  widget.setAttribute('configuration', configuration);
  const mounted = new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }));
  form.append(widget);
  let solving: Promise<void> | undefined;
  const ready = async () => {
    await mounted;
    const state = String(widget.getState());
    if (!solving || (state !== 'verified' && state !== 'verifying')) {
      solving = widget.verify().then(
        () => undefined,
        () => undefined,
      );
    }
    return solving;
  };
  void ready();
  return {
    ready,
    discard: () => void mounted.then(() => widget.reset()),
    remove: () => widget.remove(),
  };
}
