import { cleanup, render } from '../../support/testing-library.ts';
import assert from 'node:assert/strict';
import { until } from '../../support/until.ts';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import { heroSlides } from '../../../src/content/home.ts';
import { HeroCarousel } from '../../../widgets/hero-carousel/HeroCarousel.tsx';
import { FADE_INTERVAL_MS } from '../../../src/ui/FadeCarousel.tsx';
import { SWIPE_THRESHOLD_PX } from '../../../src/ui/use-swipe.ts';
import fadeCarousel from '../../../src/styles/fade-carousel.css?inline';
import heroSlidesCss from '../../../widgets/hero-carousel/hero-slides.css?inline';
import { applyStyles, restPointerAway } from '../../layout/render-in-site.tsx';

/** The caption of the slide a visitor sees now. */
const shownCaption = (container: HTMLElement) =>
  container.querySelector('.it-fade-carousel__slide.is-active figcaption')?.textContent ?? 'none';

const captions = heroSlides.map((slide) => slide.caption);

/** Drags the mouse across the carousel's middle by dx pixels. */
async function drag(container: HTMLElement, dx: number) {
  const box = container.querySelector('.it-fade-carousel__viewport')!.getBoundingClientRect();
  const x = Math.round(box.left + box.width / 2);
  const y = Math.round(box.top + box.height / 2);
  await sendMouse({ type: 'move', position: [x, y] });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'move', position: [x + dx, y] });
  await sendMouse({ type: 'up' });
}

describe('HeroCarousel (the home hero carousel)', () => {
  before(() => {
    applyStyles(fadeCarousel, heroSlidesCss);
    restPointerAway();
  });
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
    // A pointer left over the next test's carousel would hold it still.
    await sendMouse({ type: 'move', position: [2, 2] });
  });

  it('puts every slide’s caption in the markup and shows the first', () => {
    const { container } = render(<HeroCarousel />);
    const all = [...container.querySelectorAll('figcaption')].map((node) => node.textContent);
    assert.deepEqual(all, captions);
    assert.equal(shownCaption(container), captions[0]);
  });

  it('moves to the second picture once its 5 second interval has passed, not before', async () => {
    // The clock starts before render: the slide's timer is set while rendering,
    // so a pause of the machine after render cannot make the interval look short.
    const start = performance.now();
    const { container } = render(<HeroCarousel />);
    await until(() => shownCaption(container) !== captions[0], 'the next slide', {
      timeoutMs: FADE_INTERVAL_MS + 3000,
    });
    const elapsed = performance.now() - start;
    assert.ok(elapsed >= FADE_INTERVAL_MS - 50, `the slide changed after ${elapsed} ms`);
    assert.equal(shownCaption(container), captions[1]);
  });

  it('wraps from the last picture back to the first', async () => {
    const { container } = render(<HeroCarousel interval={150} />);
    const seen: string[] = [shownCaption(container)];
    await until(() => {
      const now = shownCaption(container);
      if (now !== seen[seen.length - 1]) seen.push(now);
      return seen.length === 4;
    }, 'three changes of slide');
    assert.deepEqual(seen, [captions[0], captions[1], captions[2], captions[0]]);
  });

  it(`changes slide on a swipe of more than ${SWIPE_THRESHOLD_PX} px, either way`, async () => {
    const { container, getByRole } = render(<HeroCarousel />);
    getByRole('button', { name: 'Pause slideshow' }).click();
    await drag(container, -(SWIPE_THRESHOLD_PX + 20));
    assert.equal(shownCaption(container), captions[1]);
    await drag(container, SWIPE_THRESHOLD_PX + 20);
    assert.equal(shownCaption(container), captions[0]);
  });

  it(`ignores a drag shorter than ${SWIPE_THRESHOLD_PX} px`, async () => {
    const { container, getByRole } = render(<HeroCarousel />);
    getByRole('button', { name: 'Pause slideshow' }).click();
    await drag(container, -(SWIPE_THRESHOLD_PX - 15));
    assert.equal(shownCaption(container), captions[0]);
  });

  it('stops rotating when the visible pause control is pressed, and resumes with play', async () => {
    const { container, getByRole, findByRole } = render(<HeroCarousel interval={150} />);
    const pause = getByRole('button', { name: 'Pause slideshow' });
    const { width } = pause.getBoundingClientRect();
    assert.ok(width > 20, `the pause button ${width} px wide`);
    pause.click();
    await findByRole('button', { name: 'Play slideshow' });
    const paused = shownCaption(container);
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(shownCaption(container), paused);
    getByRole('button', { name: 'Play slideshow' }).click();
    await until(() => shownCaption(container) !== paused, 'the slideshow to play again');
  });

  it('holds still while the pointer is over it or focus is inside it, and turns again once both leave', async () => {
    const { container, getByRole } = render(<HeroCarousel interval={150} />);
    const box = container.querySelector('.it-fade-carousel__viewport')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
    const shown = shownCaption(container);
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(shownCaption(container), shown, 'under the pointer');
    getByRole('button', { name: 'Next slide' }).focus();
    await sendMouse({ type: 'move', position: [2, 2] });
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(shownCaption(container), shown, 'with focus inside');
    getByRole('button', { name: 'Next slide' }).blur();
    await until(() => shownCaption(container) !== shown, 'the slideshow to turn again');
  });

  it('does not rotate for a visitor who asked for reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { container, findByRole } = render(<HeroCarousel interval={150} />);
    await findByRole('button', { name: 'Play slideshow' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(shownCaption(container), captions[0]);
  });
});
