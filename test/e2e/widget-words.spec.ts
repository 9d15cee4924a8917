// A tag given its own words shows them from its very first view, before React
// has come, and React adopts that view as it is: a landing page or a partner's
// page never flashes the site's default copy.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { hero } from '../../src/content/home.ts';
import { company } from '../../src/content/company.ts';
import { watchProblems } from '../support/browser.ts';
import { describe, it } from '../support/e2e-test.ts';
import { widgetsReady } from '../support/widget-ready.ts';

const headline = 'Move to the cloud without the downtime';

/** A plain page holding one hero with its own words (and a `<b>` that must stay text). */
const heroPage = `<!doctype html><html lang="en"><body style="margin:0">
<it-hero headline="${headline}" tagline="Cloud migration &lt;b&gt;done right&lt;/b&gt;" button-label="Book a call" button-href="/contact"></it-hero>
<script type="module" src="/widgets/hero.js"></script></body></html>`;

/** Holds back the widgets' React runtime chunk until `release()`. */
async function holdReact(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/widgets\/chunks\/runtime-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("a widget's words given as attributes", () => {
  it('<it-hero headline="…"> shows its headline in the first view, before React, and after waking', async ({
    page,
    baseURL,
  }) => {
    const problems = watchProblems(page);
    // Every headline painted, frame by frame, from the moment the tag has a shadow root.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      const look = () => {
        const text = document.querySelector('it-hero')?.shadowRoot?.querySelector('h1')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const release = await holdReact(page);
    await page.route('**/__hero-words.html', (route) => route.fulfill({ contentType: 'text/html', body: heroPage }));
    await page.goto(`${baseURL}/__hero-words.html`, { waitUntil: 'commit' });
    const tag = page.locator('it-hero');
    const title = tag.getByRole('heading', { level: 1 });
    await title.waitFor();
    assert.equal(await title.textContent(), headline, 'the first view shows the headline');
    assert.equal(await tag.locator('.it-hero__tagline').textContent(), 'Cloud migration <b>done right</b>');
    assert.equal(await tag.locator('b').count(), 0, 'the words are text, never markup');
    const button = tag.getByRole('link', { name: 'Book a call' });
    assert.equal(await button.getAttribute('href'), `${company.url}/contact`);
    assert.equal(await page.evaluate(() => document.querySelector('it-hero')!.matches(':state(ready)')), false);
    await page.evaluate(
      () =>
        ((window as unknown as { before: Element }).before = document
          .querySelector('it-hero')!
          .shadowRoot!.querySelector('h1')!),
    );

    release();
    await widgetsReady(page, ['it-hero']);
    assert.equal(await title.textContent(), headline, 'React shows the headline too');
    assert.ok(
      await page.evaluate(() => (window as unknown as { before: Element }).before.isConnected),
      'React adopted the first view, not redrew it',
    );
    assert.equal(await button.getAttribute('href'), `${company.url}/contact`);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    assert.deepEqual(seen, [headline], `never ${hero.title}`);
    assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
  });

  // The sections with cards under a header: each takes the same words, its first view marked for them.
  for (const name of ['testimonials', 'services', 'products']) {
    const tagName = `it-${name}`;
    it(`<${tagName} heading eyebrow intro> shows its own words above the cards in the first view and after waking`, async ({
      page,
      baseURL,
    }) => {
      const problems = watchProblems(page);
      const words = {
        eyebrow: 'Clients who moved',
        heading: 'Migrations that kept the business running',
        intro: 'Two teams that moved to the cloud in their busiest season.',
      };
      // Every header painted, frame by frame, from the moment the tag has a shadow root.
      await page.addInitScript((tagName) => {
        const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
        const look = () => {
          const header = document.querySelector(tagName)?.shadowRoot?.querySelector('header');
          const text =
            header && [...header.children].map((line) => (line.checkVisibility() ? line.textContent : '')).join('|');
          if (text && seen.at(-1) !== text) seen.push(text);
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, tagName);
      const release = await holdReact(page);
      const body = `<!doctype html><html lang="en"><body style="margin:0">
<${tagName} eyebrow="${words.eyebrow}" heading="${words.heading}" intro="${words.intro}"></${tagName}>
<script type="module" src="/widgets/${name}.js"></script></body></html>`;
      await page.route('**/__section-words.html', (route) => route.fulfill({ contentType: 'text/html', body }));
      await page.goto(`${baseURL}/__section-words.html`, { waitUntil: 'commit' });
      const tag = page.locator(tagName);
      const shown = async () => ({
        eyebrow: await tag.locator('.it-eyebrow').textContent(),
        heading: await tag.getByRole('heading', { level: 2 }).textContent(),
        intro: await tag.locator('.it-section-header__text').textContent(),
      });
      await tag.getByRole('heading', { level: 2 }).waitFor();
      assert.deepEqual(await shown(), words, 'the first view shows the words, before React');
      assert.ok(await tag.locator('.it-section-header__text').isVisible(), 'the intro is shown');
      assert.equal(
        await page.evaluate((tagName) => document.querySelector(tagName)!.matches(':state(ready)'), tagName),
        false,
      );

      release();
      await widgetsReady(page, [tagName]);
      assert.deepEqual(await shown(), words, 'React shows the same words');
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      assert.deepEqual(seen, [`${words.eyebrow}|${words.heading}|${words.intro}`], "never the site's own heading");
      assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
    });
  }
});
