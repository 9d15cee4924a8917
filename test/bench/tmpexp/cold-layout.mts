// Cold first layout of a page at 375 px, as is and with parts removed before any layout; alternating, medians.
import { chromium } from 'playwright-core';
import { startSite } from '/work/main/test/support/site-server';
const route = process.argv[2] ?? '/';
const runs = Number(process.argv[3] ?? 9);
const site = await startSite({ DIST_DIR: process.argv[4] ?? '/work/tmp/distx' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const variants: Record<string, string> = {
  asis: '',
  nosvg: 'document.querySelectorAll("svg").forEach(e => e.remove());',
  firstscreen: 'document.querySelectorAll("#main > *").forEach((e, i) => i > 1 && e.remove()); document.querySelectorAll("footer, .it-footer-area").forEach(e => e.remove());',
  noimg: 'document.querySelectorAll("img").forEach(e => e.remove());',
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
for (let r = 0; r < runs; r++) {
  for (const [name, strip] of Object.entries(variants)) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.addInitScript(`
      document.documentElement && (document.documentElement.style.display = 'none');
      new MutationObserver((_, o) => { if (document.documentElement) { document.documentElement.style.display = 'none'; o.disconnect(); } }).observe(document, { childList: true });
      document.addEventListener('DOMContentLoaded', () => {
        ${strip}
        const t = performance.now();
        document.documentElement.style.display = '';
        void document.body.offsetHeight;
        window.__layout = performance.now() - t;
      });`);
    await page.goto(site.url + route, { waitUntil: 'domcontentloaded' });
    times[name]!.push(await page.evaluate('window.__layout'));
    await context.close();
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [name, xs] of Object.entries(times)) console.log(`${name}: median ${median(xs).toFixed(1)} ms [${xs.map((x) => x.toFixed(1)).join(' ')}]`);
await browser.close();
await site.close();
