import { launchBrowser, watchProblems } from './test/support/browser';
const base = 'http://127.0.0.1:8177';
const routes = (process.argv[2] ?? '/,/home-2,/home-3,/about,/services,/services/ui-ux,/products,/products/crm,/projects/1,/testimonials,/tech-stack,/privace,/404,/lenissmoothscroll').split(',');
const widths = (process.argv[3] ?? '375,1280').split(',').map(Number);
const browser = await launchBrowser();
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (const route of routes) {
    const problems = watchProblems(page);
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 30)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(300);
    const name = `/tmp/shots-screens/${width}${route.replaceAll('/', '_') || '_root'}.png`;
    await page.screenshot({ path: name, fullPage: true });
    const issues = [...problems.console, ...problems.errors, ...problems.failedRequests];
    console.log(width, route, issues.length ? issues : 'ok');
  }
  await page.close();
}
await browser.close();
