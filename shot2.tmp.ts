import { launchBrowser } from './test/support/browser';
const [route, width, ...ys] = process.argv.slice(2);
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, reducedMotion: 'reduce' });
await page.goto('http://127.0.0.1:8177' + route, { waitUntil: 'networkidle' });
for (const y of ys) {
  await page.evaluate((y) => window.scrollTo(0, y), Number(y));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots-screens/v${width}${route.replaceAll('/', '_')}-${y}.png` });
}
await browser.close();
