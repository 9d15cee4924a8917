// The carousels run on swiper, which a page fetches only when a carousel nears the
// viewport or is first used: the home page's first JavaScript does not carry it.
// Inside a widget, a carousel shows as many slides as the widget's width allows,
// whatever the window's width.
import assert from 'node:assert/strict';
import { describe, it } from '../support/e2e-test.ts';
import type { Page } from '@playwright/test';
import { loadedAndIdle } from '../support/loaded-and-idle.ts';
import { openPlainPage, plainWidgetPage, tagHtml } from '../support/plain-widget-page.ts';
import { openSitePage, showLaterSections } from '../support/site-page.ts';

/** True for swiper's chunk (mount-swiper.ts, with swiper in it), on the site or among the widgets' chunks. */
const isSwiperChunk = (url: string) => /\/mount-swiper-[^/]*\.js$/.test(url);

/**
 * The carousel in `root` (a section or a widget's shadow root) once swiper runs: how
 * many slides are wholly in view, and how wide its viewport and its first slide are.
 */
const CAROUSEL_LAYOUT = `(async (root) => {
  const start = performance.now();
  while (!root.querySelector('.it-carousel__viewport.swiper-initialized')) {
    if (performance.now() - start > 8000) return 'swiper never took over';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const viewport = root.querySelector('.it-carousel__viewport').getBoundingClientRect();
  const slides = [...root.querySelectorAll('.it-carousel__slide')].map((slide) => slide.getBoundingClientRect());
  return {
    inView: slides.filter((box) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1).length,
    viewportWidth: Math.round(viewport.width),
    slideWidth: Math.round(slides[0].width),
  };
})`;

/** What {@link CAROUSEL_LAYOUT} reports. */
type Layout = { inView: number; viewportWidth: number; slideWidth: number } | string;

/** Scrolls the widget `tag` into view and reads its carousel's layout. */
async function widgetLayout(page: Page, tag: string): Promise<Layout> {
  await page.locator(tag).scrollIntoViewIfNeeded();
  return page.evaluate<Layout>(`${CAROUSEL_LAYOUT}(document.querySelector('${tag}').shadowRoot)`);
}

describe('carousels on swiper', () => {
  it('the home page fetches swiper only once the visitor scrolls towards a carousel', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await openSitePage(page, '', '/');
    await loadedAndIdle(page);
    assert.deepEqual(fetched.filter(isSwiperChunk), [], 'swiper fetched before any scroll');
    const section = 'section[aria-labelledby="it-case-studies-title"]';
    await page.locator(section).scrollIntoViewIfNeeded();
    const layout = await page.evaluate<Layout>(`${CAROUSEL_LAYOUT}(document.querySelector('${section}'))`);
    assert.equal(typeof layout === 'string' ? layout : layout.inView, 3);
    assert.equal(fetched.filter(isSwiperChunk).length, 1, 'swiper fetched once, when needed');
  });

  it('a carousel taking over moves nothing below it: its controls had their room before', async ({ page }) => {
    await page.goto('/');
    await loadedAndIdle(page);
    // Every later section at its real height, so only the carousels can move what follows them.
    await showLaterSections(page);
    const logosTop = () =>
      page
        .locator('.it-client-logos')
        .first()
        .evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    const before = await logosTop();
    const section = page.locator('section[aria-labelledby="it-case-studies-title"]');
    await section.scrollIntoViewIfNeeded();
    await section.locator('.it-carousel__controls:not([data-waiting]) .it-carousel__dot').first().waitFor();
    assert.equal(await logosTop(), before, 'how far the client logos, below the case studies, moved');
  });

  for (const [tag, wide] of [
    ['it-case-studies', 3],
    ['it-clients', 4],
  ] as const) {
    it(`<${tag}> on a 1280 px window shows ${wide} slides at full width and 1 in a 340 px column`, async ({
      page,
      baseURL,
    }) => {
      const column = `<div style="display:flex;gap:40px;padding:20px"><article style="flex:1">Partner news</article><aside style="flex:none;width:340px">${tagHtml(tag)}</aside></div>`;
      await openPlainPage(page, baseURL!, plainWidgetPage([tag], { width: 1280 }, column), [tag]);
      // One slide as wide as the column: a slide laid out for three would be squeezed (or held at its content's width).
      const narrow = await widgetLayout(page, tag);
      assert.ok(typeof narrow !== 'string', narrow as string);
      assert.equal(narrow.inView, 1, 'slides in view in the 340 px column');
      assert.ok(
        Math.abs(narrow.slideWidth - narrow.viewportWidth) <= 1,
        `a slide ${narrow.slideWidth} px wide in a ${narrow.viewportWidth} px carousel`,
      );
      await openPlainPage(page, baseURL!, plainWidgetPage([tag], { width: 1280 }, tagHtml(tag)), [tag]);
      const full = await widgetLayout(page, tag);
      assert.equal(typeof full === 'string' ? full : full.inView, wide, 'slides in view at full width');
    });
  }
});
