import { cleanup, render } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { until } from '../support/until.ts';
import { offset, slidesInView } from './carousel-geometry.ts';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import type { ReactElement } from 'react';
import { caseStudies, caseStudyCards } from '../../src/content/case-studies.ts';
import { CaseStudies } from '../../widgets/case-studies/CaseStudies.tsx';
import { Clients } from '../../widgets/clients/Clients.tsx';
import { CoreValues } from '../../widgets/core-values/CoreValues.tsx';
import { ProjectGallery } from '../../src/sections/ProjectGallery.tsx';
import carousel from '../../src/styles/carousel.css?inline';
import caseStudySlider from '../../widgets/case-studies/case-study-slider.css?inline';
import clientLogos from '../../widgets/clients/client-logos.css?inline';
import coreValues from '../../widgets/core-values/core-values.css?inline';
import pauseButton from '../../src/styles/pause-button.css?inline';
import projectStory from '../../src/styles/project-story.css?inline';
import { applyStyles } from '../layout/render-in-site.tsx';

/** True once swiper's chunk (mount-swiper.ts and swiper with it) has been fetched by this page. */
const swiperFetched = () =>
  performance.getEntriesByType('resource').some((entry) => /\/mount-swiper-[^/]*\.js$/.test(entry.name));

/** True once swiper runs the carousel. */
const swiperOn = (container: ParentNode) =>
  container.querySelector('.it-carousel__viewport.swiper-initialized') !== null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Carousel (swiper, loaded when needed)', () => {
  before(() => applyStyles(carousel, pauseButton, caseStudySlider, clientLogos, coreValues, projectStory));
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
  });

  // First in the file: once fetched, swiper's chunk stays in the page's resource list.
  it('loads swiper only when the carousel nears the viewport, showing every slide before that', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { container } = render(
      <>
        <div style={{ height: '4000px' }} />
        <CaseStudies />
      </>,
    );
    await wait(1500);
    assert.equal(swiperFetched(), false, 'swiper fetched while the carousel is far below');
    assert.equal(swiperOn(container), false);
    assert.equal(container.querySelectorAll('.it-carousel__slide').length, caseStudyCards.length);
    container.querySelector('.it-carousel')!.scrollIntoView();
    await until(() => swiperOn(container), 'swiper to take over');
    assert.equal(swiperFetched(), true, 'swiper fetched once the carousel is in view');
    assert.equal(slidesInView(container), 3);
  });

  it('loads swiper as soon as the visitor presses or focuses it, however far it is from the viewport', async () => {
    const { container } = render(
      <>
        <div style={{ height: '4000px' }} />
        <CaseStudies />
        <CoreValues />
      </>,
    );
    const [cases, values] = [...container.querySelectorAll<HTMLElement>('.it-carousel__track')];
    // The test before scrolled its carousel into view, and the same page height can
    // keep that position (its content went and came back within one frame): start at the top.
    scrollTo(0, 0);
    await wait(500);
    assert.equal(swiperOn(container), false, 'asleep while far below');
    cases!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    values!.focus({ preventScroll: true });
    await until(
      () => container.querySelectorAll('.it-carousel__viewport.swiper-initialized').length === 2,
      'swiper on both carousels',
    );
    assert.equal(window.scrollY, 0, 'nothing scrolled the carousels into view');
  });

  it('rotates on its own, and stops with its pause control', async () => {
    await setViewport({ width: 400, height: 800 });
    const { container, findByRole } = render(<Clients />);
    (await findByRole('button', { name: 'Pause Client logos' })).click();
    await findByRole('button', { name: 'Play Client logos' });
    await wait(1200);
    const stopped = offset(container);
    await wait(3000);
    assert.equal(offset(container), stopped, 'paused');
    (await findByRole('button', { name: 'Play Client logos' })).click();
    await until(() => offset(container) !== stopped, 'the carousel to move again');
  });

  it('does not rotate under reduced motion until the visitor presses play', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await setViewport({ width: 400, height: 800 });
    const { container, findByRole } = render(<CoreValues />);
    const play = await findByRole('button', { name: 'Play Core values' });
    await wait(5000);
    assert.equal(offset(container), 0);
    play.click();
    await findByRole('button', { name: 'Pause Core values' });
    await until(() => offset(container) < 0, 'the carousel to move on');
  });

  it('pages with its dots, one per position', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { container, findByRole } = render(<CaseStudies />);
    const positions = caseStudyCards.length - 3 + 1;
    (await findByRole('button', { name: `Go to slide ${positions}` })).click();
    assert.equal(container.querySelectorAll('.it-carousel__dot').length, positions);
    await until(() => slidesInView(container) === 3 && offset(container) < 0, 'three slides in view, moved on');
    const slideEnd = container.querySelector('.it-carousel__slide:last-child')!.getBoundingClientRect().right;
    const viewportEnd = container.querySelector('.it-carousel__viewport')!.getBoundingClientRect().right;
    assert.ok(Math.abs(slideEnd - viewportEnd) <= 1, `last slide ends at ${slideEnd}, the viewport at ${viewportEnd}`);
  });

  it('moves a slide with the arrow keys on its focused track, as the native scroller did', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { container } = render(<CaseStudies />);
    await until(() => swiperOn(container), 'swiper to take over');
    container.querySelector<HTMLElement>('.it-carousel__track')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => offset(container) < 0, 'the carousel to move on');
    const moved = offset(container);
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => offset(container) === 0, 'the carousel back at the start');
    assert.ok(moved < 0, `moved by ${moved} px`);
  });

  const carousels: [string, () => ReactElement, Record<375 | 768 | 1280, number>][] = [
    ['case studies', () => <CaseStudies />, { 375: 1, 768: 2, 1280: 3 }],
    ['core values', () => <CoreValues />, { 375: 1, 768: 2, 1280: 2 }],
    ['client logos', () => <Clients />, { 375: 1, 768: 3, 1280: 4 }],
    [
      'project pictures',
      () => (
        <section className="it-section">
          <ProjectGallery pictures={[caseStudies[0]!.image, ...caseStudies[0]!.gallery]} />
        </section>
      ),
      { 375: 1, 768: 2, 1280: 2 },
    ],
  ];
  for (const [name, ui, counts] of carousels) {
    for (const width of [375, 768, 1280] as const) {
      it(`shows ${counts[width]} ${name} at ${width} px, before swiper and with it`, async () => {
        await setViewport({ width, height: 800 });
        // Below the fold first, so the server layout is measured before swiper loads.
        const { container } = render(
          <>
            <div style={{ height: '4000px' }} />
            {ui()}
          </>,
        );
        const region = container.querySelector('.it-carousel')!;
        assert.equal(slidesInView(container), counts[width], 'before swiper');
        region.scrollIntoView();
        await until(() => swiperOn(container), 'swiper to take over');
        await wait(100);
        assert.equal(slidesInView(container), counts[width], 'with swiper');
      });
    }
  }
});
