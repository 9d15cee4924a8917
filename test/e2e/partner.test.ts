// The widgets on a partner's page: another origin, hostile global CSS, and the
// company's server answering the form across origins. The same tags on a plain
// page are the reference: they must look and work the same.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { startSite, type SiteServer } from '../support/site-server';
import { until } from '../support/until';
import { launchBrowser, watchProblems } from '../support/browser';

let partner: Server;
let partnerUrl: string;
let site: SiteServer;
let sink: SmtpSink;
let browser: Browser;

/** A partner's own server: their copy of the example page, loading the widgets from the company's origin. */
function partnerPage(hostile: boolean): string {
  const html = readFileSync('pages/examples/partner.html', 'utf8').replaceAll('"/widgets/', `"${site.url}/widgets/`);
  return hostile ? html : html.replace('<link rel="stylesheet" href="hostile.css">', '');
}

before(async () => {
  partner = createServer((request, response) => {
    const routes: Record<string, () => [string, string]> = {
      '/partner.html': () => ['text/html', partnerPage(true)],
      '/plain.html': () => ['text/html', partnerPage(false)],
      '/hostile.css': () => ['text/css', readFileSync('pages/examples/hostile.css', 'utf8')],
      '/data-layer.html': () => [
        'text/html',
        partnerPage(false).replace('<it-enquiry-form>', '<it-enquiry-form data-layer>'),
      ],
    };
    const route = routes[(request.url ?? '').split('?')[0]!];
    if (!route) return void response.writeHead(404).end();
    const [type, body] = route();
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  sink = await startSmtpSink();
  site = await startSite({ PARTNER_ORIGINS: partnerUrl, SMTP_URL: sink.url });
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  await site.close();
  await sink.close();
  partner.close();
});

/** Computed styles a visitor would notice, read inside the widgets' shadow roots. */
async function lookOf(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('it-enquiry-form')?.shadowRoot?.querySelector('form');
    const tab = document.querySelector('it-tech-stack')?.shadowRoot?.querySelector('[role="tab"]');
    return Boolean(form && tab);
  });
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  return page.evaluate<Record<string, Record<string, string | number> | null>>(`(() => {
    const pick = (element) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        display: style.display, fontFamily: style.fontFamily, fontSize: style.fontSize, color: style.color,
        background: style.backgroundColor, border: style.borderTopStyle, boxSizing: style.boxSizing,
        width: Math.round(box.width), height: Math.round(box.height),
      };
    };
    const form = document.querySelector('it-enquiry-form').shadowRoot;
    const tabs = document.querySelector('it-tech-stack').shadowRoot;
    return {
      form: pick(form.querySelector('form')),
      input: pick(form.querySelector('input[name="name"]')),
      select: pick(form.querySelector('select')),
      submit: pick(form.querySelector('button[type="submit"]')),
      label: pick(form.querySelector('label')),
      tab: pick(tabs.querySelector('[role="tab"]')),
      item: pick(tabs.querySelector('.it-tech-stack__item')),
    };
  })()`);
}

describe('on a partner page with hostile global CSS, served from another origin', () => {
  it('the enquiry form and the technology tabs look exactly as on a plain page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${partnerUrl}/plain.html`);
    const plain = await lookOf(page);
    await page.goto(`${partnerUrl}/partner.html`);
    // The partner's CSS really is hostile: its own heading is red and 30px serif.
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).color), 'rgb(255, 0, 0)');
    const hostile = await lookOf(page);
    assert.deepEqual(hostile, plain);
    assert.notEqual(hostile.submit?.display, 'none');
    await page.close();
  });

  it('the tabs switch by click and by keyboard', async () => {
    const page = await browser.newPage();
    await page.goto(`${partnerUrl}/partner.html`);
    await lookOf(page);
    const tab = (name: string) => page.locator('it-tech-stack').getByRole('tab', { name });
    await tab('Backend').click();
    assert.equal(await tab('Backend').getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowRight');
    assert.equal(await tab('Database').getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Home');
    assert.equal(await tab('Mobile').getAttribute('aria-selected'), 'true');
    await page.close();
  });

  it('a real enquiry posts across origins; the mail names the sender and service and shows the verified partner, its page and utm_*', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    const landing = `${partnerUrl}/partner.html?utm_source=partner-newsletter&utm_campaign=spring`;
    await page.goto(landing);
    await lookOf(page);
    await page.evaluate(() => document.querySelector('it-enquiry-form')!.setAttribute('source', 'partner-sidebar'));
    const form = page.locator('it-enquiry-form');
    await form.getByLabel('Name').fill('Zoë Łukasz');
    await form.getByLabel('Email').fill('zoe@northwind.example');
    await form.getByLabel('Phone').fill('+1 302 555 0147');
    await form.locator('select').selectOption('cloud-infrastructure');
    await form
      .getByLabel('Project Details')
      .fill('We would like to move our tracking platform to the cloud this spring.');
    const success = page.evaluate(
      () =>
        new Promise<{ form: string; id: string }>((resolve) =>
          document.addEventListener(
            'it-success',
            (event) => resolve((event as CustomEvent<{ form: string; id: string }>).detail),
            { once: true },
          ),
        ),
    );
    await form.locator('button[type="submit"]').click();
    const detail = await success;
    assert.equal(detail.form, 'enquiry');
    assert.match(detail.id, /\S{6,}/);
    await until(() => sink.received.some((m) => m.messageId?.includes(detail.id)), 'the enquiry mail');
    const mail = sink.received.find((m) => m.messageId?.includes(detail.id))!;
    assert.equal(mail.subject, 'Enquiry from Zoë Łukasz: Cloud Infrastructure');
    const source = mail.text?.slice(mail.text.indexOf('\nSource:\n')) ?? '';
    assert.ok(source.includes(`Partner site: ${partnerUrl} (verified`), source);
    assert.ok(source.includes('Partner label: partner-sidebar\n'), source);
    assert.ok(source.includes(`Page: ${landing}\n`), source);
    assert.match(source, /utm_source: partner-newsletter\n {2}utm_campaign: spring\n/);
    await page.locator('it-toaster').getByRole('alert').first().waitFor();
    assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
    await page.close();
  });
});

describe('lifecycle events and analytics on a partner page of another origin', () => {
  it('each tag tells the page it is ready with it-ready and its tag name', async () => {
    const page = await browser.newPage();
    // The partner's listener is on the page before the widget script runs, as the embedding guide says.
    await page.addInitScript(() => {
      const heard: string[] = [];
      Object.assign(window, { readyTags: heard });
      document.addEventListener('it-ready', (event) => heard.push((event as CustomEvent<{ tag: string }>).detail.tag));
    });
    await page.goto(`${partnerUrl}/partner.html`);
    await page.waitForFunction(() => (window as unknown as { readyTags: string[] }).readyTags.length >= 3);
    const tags = await page.evaluate(() => (window as unknown as { readyTags: string[] }).readyTags);
    assert.deepEqual([...tags].sort(), ['it-enquiry-form', 'it-tech-stack', 'it-toaster']);
    await page.close();
  });

  it("with a bare data-layer, GTM's dataLayer gets the form's events with its name, up to it-success, and none of the visitor's words", async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await page.goto(`${partnerUrl}/data-layer.html`);
    await lookOf(page);
    const form = page.locator('it-enquiry-form');
    await form.getByLabel('Name').focus();
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@analytical.example');
    await form.getByLabel('Phone').fill('+44 20 7946 0958');
    await form.locator('select').selectOption('ui-ux');
    await form.getByLabel('Project Details').fill('A review of our engine for the difference of tables.');
    await form.locator('button[type="submit"]').click();
    type Entry = { event: string; form?: string; tag?: string };
    const layer = () => page.evaluate(() => (window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []);
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer?: Entry[] }).dataLayer?.some((entry) => entry.event === 'it-success'),
    );
    const pushed = await layer();
    assert.deepEqual(
      pushed.map((entry) => entry.event),
      ['it-ready', 'it-start', 'it-submit', 'it-success'],
    );
    assert.equal(pushed[0]!.tag, 'it-enquiry-form');
    for (const entry of pushed.slice(1)) assert.equal(entry.form, 'enquiry', entry.event);
    assert.doesNotMatch(JSON.stringify(pushed), /Ada|analytical|engine/);
    // The other tags on the page have no data-layer: they push nothing.
    assert.equal(pushed.filter((entry) => entry.tag && entry.tag !== 'it-enquiry-form').length, 0);
    assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
    await page.close();
  });
});

describe('the landing page made only of tags', () => {
  it('renders every tag from one script under the site CSP, with no error', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await page.goto(`${site.url}/examples/landing.html`);
    const tags = await page.evaluate(() =>
      [...document.querySelectorAll('main > *')].map((element) => element.localName),
    );
    assert.ok(tags.length >= 6 && tags.every((tag) => tag.startsWith('it-')), `only it-* tags: ${tags.join(', ')}`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main > *')].every((element) =>
        element.shadowRoot?.querySelector('[part~="base"]'),
      ),
    );
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
    await page.close();
  });
});
