// The host pages as islands, in Chromium against the built site: a page ships
// only the code it uses. A post loads no framework before the visitor does
// anything and none of its scripts holds post text; a section wakes when used
// and keeps what the visitor did meanwhile; the mobile menu opens without
// script; after a first interaction, links move between pages client-side.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { messages } from '../../src/content/messages';
import { phone, postSentences } from '../bench/page-scripts';
import { launchBrowser } from '../support/browser';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { builtPages, startSite, type SiteServer } from '../support/site-server';

let sink: SmtpSink;
let server: SiteServer;
let browser: Browser;
let posts: string[];

before(async () => {
  sink = await startSmtpSink();
  server = await startSite({ SMTP_URL: sink.url, MAIL_RATE_PER_MINUTE: '1000' });
  browser = await launchBrowser();
  posts = Object.keys(await builtPages()).filter((p) => p.startsWith('/blog-single/'));
});
after(async () => {
  await browser.close();
  await server.close();
  await sink.close();
});

/** The scripts a page fetches, as paths, from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** React's chunk (react-dom and the islands' React side), by the names the build gives them. */
const isFramework = (script: string) => /\/(runtime|client)-[\w-]+\.js$/.test(script);

/** Holds React's chunks back until the returned function is called, so what the test does lands before React. */
async function holdReact(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(runtime|client)-/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the island named `name` has been hydrated. */
const awake = (page: Page, name: string) =>
  page.waitForSelector(`[data-island="${name}"][data-awake]`, { state: 'attached', timeout: 10_000 });

describe('a post page before any interaction', () => {
  it('loads no framework code on a phone, even once idle, and its scripts hold no sentence of any post', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(server.url + posts[0], { waitUntil: 'load' });
    // Idle callbacks run within 2 s; an island near the first screen would have woken by then.
    await page.waitForTimeout(3500);
    assert.ok(scripts.length > 0, 'the island loader loads');
    assert.deepEqual(scripts.filter(isFramework), [], `framework code before interaction: ${scripts.join(' ')}`);
    const sentences = postSentences(
      'dist',
      posts.map((p) => `${p.slice(1)}/index.html`),
    );
    assert.ok(sentences.length > 50, `post sentences to look for: ${sentences.length}`);
    for (const script of scripts) {
      const code = readFileSync(path.join('dist', script), 'utf8');
      const found = sentences.find((sentence) => code.includes(sentence));
      assert.equal(found, undefined, `${script} holds post text`);
    }
    await context.close();
  });

  it('opens the mobile menu without any script, as a native popover', async () => {
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + posts[0]);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    assert.equal(await menu.isVisible(), false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.waitFor({ state: 'visible' });
    assert.ok(await menu.getByRole('link', { name: 'Contact' }).isVisible());
    await context.close();
  });
});

describe('an island wakes when used', () => {
  it('a comment typed before React arrived is still there once the form has woken, and React has it', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(server.url + posts[0], { waitUntil: 'load' });
    await page.getByLabel('Comment', { exact: true }).fill('Typed before React. island-comment');
    await awake(page, 'CommentForm');
    assert.ok(scripts.some(isFramework), 'React came with the first use');
    assert.equal(await page.getByLabel('Comment', { exact: true }).inputValue(), 'Typed before React. island-comment');
    // React's own state holds the text: sending with an empty name says what is missing, not the comment.
    await page.getByRole('button', { name: /Post Comment|Submit/ }).click();
    await page.getByText('The name field is required.').waitFor();
    assert.equal(await page.getByText('The comment field is required.').count(), 0);
    await context.close();
  });

  it('the enquiry form, filled and sent at once on arrival, sends through React: a toast, no page change', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const release = await holdReact(page);
    await page.goto(server.url + '/contact', { waitUntil: 'commit' });
    await page.getByLabel('Your Name').fill('José Álvarez');
    await page.getByLabel('Your Email').fill('jose@example.com');
    await page.getByLabel('Phone Number').fill('+34 612 345 678');
    await page.getByLabel('Service').selectOption({ label: 'Cloud Infrastructure' });
    await page.getByLabel('Project Details').fill('Move our apps to AWS. island-enquiry');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    release();
    await page.getByText(messages.form.enquirySent).waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, '/contact', 'the form posted natively');
    await context.close();
  });

  it('a tab pressed before React arrived is the one shown once the tech stack has woken', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const release = await holdReact(page);
    await page.goto(server.url + '/tech-stack', { waitUntil: 'commit' });
    const tabs = page.getByRole('tab');
    await tabs.nth(1).waitFor();
    const name = await tabs.nth(1).textContent();
    await tabs.nth(1).click();
    release();
    await awake(page, 'TechStack');
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll('[role="tab"]')]
          .find((tab) => tab.textContent === label)
          ?.getAttribute('aria-selected') === 'true',
      name,
      { timeout: 5000 },
    );
    await context.close();
  });
});

describe('moving between pages after the first interaction', () => {
  it('a link loads the next page client-side: no reload, its content, title and islands; back returns', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(server.url + posts[0], { waitUntil: 'load' });
    const firstTitle = await page.title();
    await page.mouse.click(5, 400);
    await page.waitForSelector('html[data-client-navigation]', { state: 'attached' });
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    await page.locator('footer a[href="/contact"]').first().click();
    await page.waitForURL('**/contact');
    const built = readFileSync('dist/contact/index.html', 'utf8');
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(built)?.[1] ?? '';
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent === text, h1);
    assert.equal(await page.title(), /<title>([^<]*)<\/title>/.exec(built)?.[1]);
    assert.equal(
      await page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
      true,
      'the page reloaded',
    );
    assert.deepEqual(documents, [], 'a document was loaded');
    assert.match((await page.getAttribute('link[rel="canonical"]', 'href')) ?? '', /\/contact$/);
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'MAIN', 'focus moved to the new page');
    await page.getByLabel('Your Name').focus();
    await awake(page, 'EnquiryForm');
    await page.goBack();
    await page.waitForFunction((title) => document.title === title, firstTitle);
    assert.equal(new URL(page.url()).pathname, posts[0]);
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker), true, 'back reloaded');
    await page.close();
  });
});
