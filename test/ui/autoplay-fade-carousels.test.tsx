import assert from 'node:assert/strict';
import { act, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { emulateMedia } from '@web/test-runner-commands';
import { heroSlides } from '../../src/content/home.ts';
import { autoplayFadeCarousels } from '../../src/ui/autoplay-fade-carousels.ts';
import { HeroCarousel } from '../../widgets/hero-carousel/HeroCarousel.tsx';
import fadeCarousel from '../../src/styles/fade-carousel.css?inline';
import heroSlidesCss from '../../widgets/hero-carousel/hero-slides.css?inline';
import { applyStyles, restPointerAway } from '../layout/render-in-site.tsx';
import { until } from '../support/until.ts';

const captions = heroSlides.map((slide) => slide.caption);

/** A time between slides short enough for a test, long enough to tell a pause from a slow machine. */
const INTERVAL_MS = 150;

/** The caption of the slide shown now. */
const shownCaption = (root: ParentNode) =>
  root.querySelector('.it-fade-carousel__slide.is-active figcaption')?.textContent ?? 'none';

/** Waits longer than several intervals and says whether the shown slide stayed. */
async function heldStill(root: ParentNode): Promise<boolean> {
  const before = shownCaption(root);
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 5));
  return shownCaption(root) === before;
}

let container: HTMLElement;
let root: Root | undefined;

/** The hero carousel as the prerender writes it, on the page, with no React behind it. */
function prerendered(): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<HeroCarousel interval={INTERVAL_MS} />);
  document.body.append(container);
  return container.querySelector<HTMLElement>('.it-fade-carousel')!;
}

describe('autoplayFadeCarousels (the hero carousel before React)', () => {
  before(() => {
    applyStyles(fadeCarousel, heroSlidesCss);
    restPointerAway();
  });
  afterEach(async () => {
    if (root) act(() => root!.unmount());
    root = undefined;
    container.remove();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('turns the prerendered slides at the interval given, wrapping, dots and states along', async () => {
    const carousel = prerendered();
    autoplayFadeCarousels(container, INTERVAL_MS);
    const seen = [shownCaption(container)];
    await until(() => {
      const now = shownCaption(container);
      if (now !== seen[seen.length - 1]) seen.push(now);
      return seen.length === 4;
    }, 'three changes of slide');
    assert.deepEqual(seen, [captions[0], captions[1], captions[2], captions[0]]);
    await until(() => shownCaption(container) === captions[1], 'the second slide');
    const hidden = [...carousel.querySelectorAll('.it-fade-carousel__slide')].map((s) => s.getAttribute('aria-hidden'));
    assert.deepEqual(hidden, ['true', 'false', 'true']);
    const current = [...carousel.querySelectorAll('.it-fade-carousel__dot')].map((d) => d.getAttribute('aria-current'));
    assert.deepEqual(current, [null, 'true', null]);
  });

  it('holds still while the pointer is over it, and turns again once it leaves', async () => {
    const carousel = prerendered();
    autoplayFadeCarousels(container, INTERVAL_MS);
    carousel.dispatchEvent(new PointerEvent('pointerenter'));
    assert.equal(await heldStill(container), true);
    const held = shownCaption(container);
    carousel.dispatchEvent(new PointerEvent('pointerleave'));
    // Awaited rather than timed: on a busy machine the next turn may come late, but it comes.
    await until(() => shownCaption(container) !== held, 'a turn once the pointer left');
  });

  it('holds still while focus is inside it', async () => {
    const carousel = prerendered();
    autoplayFadeCarousels(container, INTERVAL_MS);
    carousel.querySelector('button')!.focus();
    assert.equal(await heldStill(container), true);
  });

  it('holds still for a visitor who asked for reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    prerendered();
    autoplayFadeCarousels(container, INTERVAL_MS);
    assert.equal(await heldStill(container), true);
  });

  it('hands over to React, which shows on from the slide shown and alone turns it from then on', async () => {
    const carousel = prerendered();
    autoplayFadeCarousels(container, INTERVAL_MS);
    await until(() => shownCaption(container) === captions[1], 'the second slide');
    // Hydrated with the server's props: React's first render says slide 1, the page shows slide 2.
    act(() => {
      root = hydrateRoot(container, <HeroCarousel interval={INTERVAL_MS} />);
    });
    assert.equal(carousel.hasAttribute('data-autoplaying'), false, 'the script still turning');
    assert.equal(shownCaption(container), captions[1]);
    act(() => (carousel.querySelector('[aria-label="Next slide"]') as HTMLElement).click());
    assert.equal(shownCaption(container), captions[2]);
    const dots = [...carousel.querySelectorAll('.it-fade-carousel__dot')].map((d) => d.getAttribute('aria-current'));
    assert.deepEqual(dots, [null, null, 'true']);
  });

  it('a press made before React came, handed over as React takes over, moves one slide on and shows it alone', async () => {
    // As the island loader hands a press over: from an effect of React's first commit, beside the take-over.
    function PressOnReady() {
      useEffect(() => container.querySelector<HTMLElement>('[aria-label="Next slide"]')!.click(), []);
      return null;
    }
    const tree = (
      <>
        <HeroCarousel interval={INTERVAL_MS} />
        <PressOnReady />
      </>
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const carousel = container.querySelector<HTMLElement>('.it-fade-carousel')!;
    autoplayFadeCarousels(container, INTERVAL_MS);
    await until(() => shownCaption(container) === captions[1], 'the second slide');
    act(() => {
      root = hydrateRoot(container, tree);
    });
    const shown = [...carousel.querySelectorAll('.it-fade-carousel__slide.is-active figcaption')].map(
      (c) => c.textContent,
    );
    assert.deepEqual(shown, [captions[2]]);
  });
});
