import type { Locator, Page } from 'playwright-core';
import { fileSafe, samePixels, writeOutput } from './visual.ts';

/** The two widths every screenshot is taken at, with a phone's and a laptop's height. */
export const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** One of {@link viewports}. */
export type Viewport = (typeof viewports)[number];

// In-page scripts are strings: tsx names inner functions through a helper the page lacks.
const SETTLE = `(async () => {
  const roots = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const element of roots[i].querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  const images = roots.flatMap((root) => [...root.querySelectorAll('img')]);
  // A lazy picture below the fold would load while the screenshot scrolls to it.
  for (const image of images) image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await document.fonts.ready;
  // Widgets may hydrate when the page is idle: let that happen before any picture.
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
  const broken = images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.currentSrc || image.src);
  const inter = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Inter Variable');
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return { broken, fontLoaded: inter.some((face) => face.status === 'loaded') };
})()`;

/**
 * Waits until a page can be photographed: its pictures decoded (lazy ones made
 * eager), its fonts loaded, an idle moment passed, two frames painted. Fails
 * when a picture is broken or, unless `siteFont` is false, the site's font never
 * loaded: a screenshot in a fallback font proves nothing about the site.
 */
export async function settle(page: Page, { siteFont = true } = {}): Promise<void> {
  await page.waitForLoadState('load');
  const { broken, fontLoaded } = await page.evaluate<{ broken: string[]; fontLoaded: boolean }>(SETTLE);
  if (broken.length > 0) throw new Error(`pictures did not load on ${page.url()}: ${broken.join(', ')}`);
  if (siteFont && !fontLoaded) throw new Error(`the site's font (Inter Variable) did not load on ${page.url()}`);
}

/** Options every screenshot uses: no animation, no caret, CSS pixels. */
export const shotOptions = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/**
 * A screenshot taken until two in a row carry the same pixels, so a comparison
 * never trusts a frame caught mid-change. Fails, with both frames written, when
 * the target will not hold still.
 */
export async function steadyShot(
  name: string,
  target: Locator | Page,
  options: { style?: string; animations?: 'disabled' | 'allow' } = {},
): Promise<Buffer> {
  const shoot = () => target.screenshot({ ...shotOptions, ...options });
  let previous = await shoot();
  // Up to about 3 s: on a loaded machine a late hydration or font swap can
  // still be settling; a target that never holds still fails below.
  for (let attempt = 0; attempt < 12; attempt++) {
    const next = await shoot();
    if (samePixels(previous, next)) return next;
    previous = next;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const files = [
    writeOutput(`${fileSafe(name)}.unsteady-1`, previous),
    writeOutput(`${fileSafe(name)}.unsteady-2`, await shoot()),
  ];
  throw new Error(`${name}: the screenshot would not hold still (${files.join(', ')})`);
}
