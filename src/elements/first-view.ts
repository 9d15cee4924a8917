// A widget's first view: the markup the build rendered for it, shown the moment
// the tag is defined, and kept working until React adopts it. No React here,
// and nothing heavy: this runs in the small script a partner's page loads first.
import { prefillValues, type PrefillProps } from '../ui/prefill-values.ts';
import type { WidgetEmitter } from '../ui/widget-context.ts';
import { isField, watchEarlyInput } from './early-input.ts';
import type { ReplayInput } from './replay-input.ts';

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
   * state holds what the screen shows (with `replay`, which came with React).
   */
  handOver(replay: ReplayInput): void;
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
  // The form posts natively, once its post's context fields are added by a chunk
  // loaded only for such a send; should that chunk fail, it posts without them.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    void import('./first-view-post.ts').then(
      ({ postNatively }) => postNatively(form, props, emit),
      () => form.submit(),
    );
  };
  shadow.addEventListener('submit', onSubmit as EventListener, true);
  const dispose = () => {
    early.dispose();
    shadow.removeEventListener('submit', onSubmit as EventListener, true);
  };

  return {
    dispose,
    handOver(replay) {
      shadow.removeEventListener('submit', onSubmit as EventListener, true);
      early.handOver(replay);
    },
  };
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
