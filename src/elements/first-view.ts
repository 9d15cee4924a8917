// A widget's first view: the markup the build rendered for it, shown the moment
// the tag is defined, and kept working until React adopts it. No React here,
// and nothing heavy: this runs in the small script a partner's page loads first.
import { webAddress } from '../forms/lead-source';
import { prefillValues, type PrefillProps } from '../ui/prefill-values';
import { sourceFieldsToPost, submitFields } from '../ui/source-fields';
import type { WidgetEmitter } from '../ui/widget-context';
import { watchEarlyInput } from './early-input';

/**
 * The address the build renders in place of the widget's own origin (pictures,
 * form actions); the first view swaps in the real one, the origin that served
 * the script, as React does when it renders (AssetBaseContext).
 */
export const FIRST_VIEW_BASE = 'https://it-widget-origin.invalid/';

/** What the visitor did to the first view before React arrived, to hand over to React. */
export interface FirstView {
  /**
   * React has adopted the markup: stop standing in for it, and replay to React
   * the fields the visitor changed and the last button they pressed, so its
   * state holds what the screen shows.
   */
  handOver(): void;
  /** The tag left the page before React arrived. */
  dispose(): void;
}

/** Options of {@link showFirstView}. */
export interface FirstViewOptions {
  html: string;
  base: string;
  /** The tag's prefill attributes, `source` label and `success-url`, as the section's props. */
  props: PrefillProps & { source?: string; successUrl?: string };
  emit: WidgetEmitter;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

/** The form's name in events, as the React form gives it: the last segment of its action ('enquiry'). */
const formName = (form: HTMLFormElement) => new URL(form.action).pathname.split('/').pop() || 'form';

/**
 * Puts the prerendered first view into `shadow` and makes it work on its own:
 * prefilled fields, pictures on screen fetched first, and forms that post
 * natively (with where the lead came from) if the visitor sends before React.
 */
export function showFirstView(shadow: ShadowRoot, { html, base, props, emit }: FirstViewOptions): FirstView {
  shadow.innerHTML = html.replaceAll(FIRST_VIEW_BASE, base);
  prefill(shadow, props);
  prioritiseVisiblePictures(shadow);

  const early = watchEarlyInput(shadow, { insertedNow: true });
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const dispatched = submitFields(form, props.source);
    const fields = { ...dispatched };
    if (!emit('it-submit', { form: formName(form), fields }, { cancelable: true })) return event.preventDefault();
    addSourceFields(form, fields, dispatched);
    addSuccessUrl(form, props.successUrl);
  };
  shadow.addEventListener('submit', onSubmit as EventListener, true);
  const dispose = () => {
    early.dispose();
    shadow.removeEventListener('submit', onSubmit as EventListener, true);
  };

  return {
    dispose,
    handOver() {
      shadow.removeEventListener('submit', onSubmit as EventListener, true);
      early.handOver();
    },
  };
}

/**
 * The tag's `success-url` as a hidden field of a form about to post natively:
 * the server redirects there (303) when its origin is allowed, as the React
 * form's own navigation after it-success would.
 */
function addSuccessUrl(form: HTMLFormElement, successUrl: string | undefined): void {
  const address = webAddress(successUrl);
  if (!address || form.elements.namedItem('success_url')) return;
  form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'success_url', value: address }));
}

/** Fills the fields the tag's attributes or the page URL prefill, as the React form will once it runs. */
function prefill(shadow: ShadowRoot, props: PrefillProps): void {
  const values = prefillValues(props, location.search);
  for (const form of shadow.querySelectorAll('form')) {
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      if (value && isField(field)) field.value = value;
    }
  }
}

/**
 * Pictures the visitor sees at once are fetched at once, first: the build
 * cannot know where a partner puts the tag, so it renders every picture lazy
 * and the first view promotes those inside the viewport.
 */
function prioritiseVisiblePictures(shadow: ShadowRoot): void {
  for (const image of shadow.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
    const box = image.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0) continue;
    image.loading = 'eager';
    image.fetchPriority = 'high';
  }
}

/**
 * The context fields (page, referrer, utm_*, the partner's label) as hidden
 * inputs of a form about to post natively, by the rule the React form's post
 * follows too ({@link sourceFieldsToPost}).
 */
function addSourceFields(
  form: HTMLFormElement,
  fields: Record<string, unknown>,
  dispatched: Readonly<Record<string, string>>,
): void {
  const inputOf = (name: string) => {
    const existing = form.elements.namedItem(name);
    return existing instanceof HTMLInputElement ? existing : undefined;
  };
  for (const [name, value] of sourceFieldsToPost(fields, dispatched, (field) => inputOf(field)?.value)) {
    const input = inputOf(name);
    if (value === undefined) {
      input?.remove();
      continue;
    }
    const hidden = input ?? form.appendChild(document.createElement('input'));
    Object.assign(hidden, { type: 'hidden', name, value });
  }
}
