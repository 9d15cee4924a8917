// The landing page a marketer wrote in Markdown (src/content/landing/cloud-migration.md),
// at /lp/cloud-migration: its it-* tags are the site's own sections in the
// prerendered HTML, readable and sending its enquiry with JavaScript off.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { site } from '../../src/content/site';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { launchBrowser } from '../support/browser';
import { startSite, type SiteServer } from '../support/site-server';
import { until } from '../support/until';

let sink: SmtpSink;
let server: SiteServer;
let browser: Browser;

before(async () => {
  sink = await startSmtpSink();
  server = await startSite({ SMTP_URL: sink.url, MAIL_RATE_PER_MINUTE: '1000' });
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  await server.close();
  await sink.close();
});

async function openWithoutJavaScript(path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`${server.url}${path}`);
  return { context, page, status: response?.status() };
}

describe('/lp/cloud-migration with JavaScript off', () => {
  it('shows its title, its Markdown prose and each tag as the section it names', async () => {
    const { context, page, status } = await openWithoutJavaScript('/lp/cloud-migration');
    assert.equal(status, 200);
    assert.equal(await page.title(), `Cloud Migration Services | ${site.name}`);
    assert.equal(await page.locator('h1').count(), 1, 'the hero gives the page its one h1');
    // The prose between the tags, with its heading anchor, list and link.
    const prose = page.locator('main .it-rich-text');
    assert.equal(await prose.locator('h2').getAttribute('id'), 'move-to-the-cloud-without-the-surprises');
    assert.equal(await prose.locator('li').count(), 3);
    assert.equal(
      await prose.getByRole('link', { name: 'our post on cloud costs' }).getAttribute('href'),
      '/blog-single/five-habits-that-keep-your-cloud-bill-predictable',
    );
    // <it-services limit="3">, <it-testimonials limit="2">, <it-tech-stack category="infra-devops">.
    assert.equal(await page.locator('main .it-card__title').count(), 3);
    assert.equal(await page.locator('main .it-testimonial').count(), 2);
    assert.equal(await page.getByRole('tab', { selected: true }).textContent(), 'Infra & DevOps');
    assert.equal(await page.getByRole('button', { name: 'Do you use cookies to track me?' }).count(), 1);
    // Sections, not custom elements: nothing waits for a script.
    assert.equal(await page.locator('main :is(it-hero, it-stats, it-services, it-enquiry-form)').count(), 0);
    await context.close();
  });

  it('sends its enquiry form natively, with the service its tag chose, and lands on /thank-you', async () => {
    const { context, page } = await openWithoutJavaScript('/lp/cloud-migration?utm_campaign=cloud-week');
    assert.equal(await page.getByLabel('Service', { exact: true }).inputValue(), 'cloud-infrastructure');
    await page.getByLabel('Your Name').fill('Ada Lovelace');
    await page.getByLabel('Your Email').fill('ada@example.com');
    await page.getByLabel('Phone Number').fill('+44 20 7946 0000');
    await page.getByLabel('Project Details').fill('Move our billing system to Azure. landing-nojs');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL('**/thank-you');
    await until(() => sink.received.some((mail) => mail.text?.includes('landing-nojs')), 'the enquiry mail', {
      timeoutMs: 10_000,
    });
    const mail = sink.received.find((entry) => entry.text?.includes('landing-nojs'))!;
    assert.equal(mail.subject, 'Enquiry from Ada Lovelace: Cloud Infrastructure');
    assert.ok(mail.text?.includes(`Page:\n> ${server.url}/lp/cloud-migration?utm_campaign=cloud-week\n`), mail.text);
    await context.close();
  });

  it('is listed in the sitemap; an unknown landing page is the 404 screen', async () => {
    const sitemap = await readFile('dist/sitemap.xml', 'utf8');
    assert.ok(sitemap.includes(`<loc>${site.url}/lp/cloud-migration</loc>`));
    const { context, status } = await openWithoutJavaScript('/lp/no-such-page');
    assert.equal(status, 404);
    await context.close();
  });
});
