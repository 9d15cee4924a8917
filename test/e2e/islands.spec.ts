// The host pages as islands, in Chromium against the built site: a page ships
// only the code it uses. A post loads no framework before the visitor does
// anything and none of its scripts holds post text; a section wakes when used
// and keeps what the visitor did meanwhile; the mobile menu opens without
// script; after a first interaction, links move between pages client-side.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messages } from '../../src/content/messages.ts';
import { phone, postSentences } from '../../bench/page-scripts.ts';
import { builtPages } from '../support/built-pages.ts';
import { holdReact, isFramework, scriptsOf } from '../support/framework-chunks.ts';
import { expect, mailTest as test } from '../support/e2e-test.ts';
import { loadedAndIdle } from '../support/loaded-and-idle.ts';

const posts = Object.keys(await builtPages()).filter((p) => p.startsWith('/blog-single/'));

/** Whether the island named `name` has been hydrated. */
const awake = (page: Page, name: string) =>
  page.waitForSelector(`[data-island="${name}"][data-awake]`, { state: 'attached', timeout: 10_000 });

test.describe('a post page before any interaction', () => {
  test.use(phone);

  test('loads no framework code on a phone, even once idle, and its scripts hold no sentence of any post', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto(posts[0]!, { waitUntil: 'load' });
    await loadedAndIdle(page);
    expect(scripts.length, 'the island loader loads').toBeGreaterThan(0);
    expect(scripts.filter(isFramework), `framework code before interaction: ${scripts.join(' ')}`).toEqual([]);
    const sentences = postSentences(
      'dist',
      posts.map((p) => `${p.slice(1)}/index.html`),
    );
    expect(sentences.length, `post sentences to look for: ${sentences.length}`).toBeGreaterThan(50);
    for (const script of scripts) {
      const code = readFileSync(path.join('dist', script), 'utf8');
      expect(
        sentences.find((sentence) => code.includes(sentence)),
        `${script} holds post text`,
      ).toBeUndefined();
    }
  });

  test('opens the mobile menu without any script, as a native popover', async ({ staticPage: page }) => {
    await page.goto(posts[0]!);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
  });
});

test.describe('/contact before any interaction', () => {
  test.use(phone);

  test('loads no framework code on a phone, even once idle: its form and maps wait for the visitor', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/contact', { waitUntil: 'load' });
    await loadedAndIdle(page);
    expect(scripts.filter(isFramework), `framework code before interaction: ${scripts.join(' ')}`).toEqual([]);
    await expect(page.locator('.it-office-map--facade')).toHaveCount(2);
    await expect(page.locator('[data-island][data-waking]')).toHaveCount(0);
  });

  test('a scroll by the visitor wakes the enquiry form, with nothing pressed or typed', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'load' });
    await loadedAndIdle(page);
    await page.mouse.wheel(0, 600);
    await awake(page, 'EnquiryForm');
  });

  test('a scroll by the page itself to the form, with no input of the visitor, does not wake it', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'load' });
    await page.evaluate(() => document.querySelector('[data-island="EnquiryForm"] form')?.scrollIntoView());
    await loadedAndIdle(page);
    await expect(page.locator('[data-island="EnquiryForm"][data-waking]')).toHaveCount(0);
  });
});

test('a map pressed before React arrived shows its map once React has come', async ({ page }) => {
  // The map provider is another origin, which the test never reaches: the frame is what counts.
  await page.route(/openstreetmap/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
  const release = await holdReact(page);
  await page.goto('/contact', { waitUntil: 'load' });
  await page.locator('.it-office-map--facade button').first().click();
  release();
  await expect(page.locator('.it-office-map__frame')).toHaveCount(1, { timeout: 10_000 });
});

/**
 * /tech-stack with React held back, in the given direction, focus on the first
 * tab: the tabs, their names, the name of the focused element, and the release.
 */
async function tabsBeforeReact(page: Page, dir: 'ltr' | 'rtl' = 'ltr') {
  const release = await holdReact(page);
  await page.goto('/tech-stack', { waitUntil: 'commit' });
  const tabs = page.getByRole('tab');
  await tabs.nth(0).waitFor();
  await page.evaluate((direction) => (document.documentElement.dir = direction), dir);
  const names = await tabs.allTextContents();
  await tabs.nth(0).focus();
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  return { release, tabs, names, focused };
}

test.describe('an island wakes when used', () => {
  test.describe('on a phone', () => {
    test.use(phone);

    test('a comment typed before React arrived is still there once the form has woken, and React has it', async ({
      page,
    }) => {
      const scripts = scriptsOf(page);
      await page.goto(posts[0]!, { waitUntil: 'load' });
      await page.getByLabel('Comment', { exact: true }).fill('Typed before React. island-comment');
      await awake(page, 'CommentForm');
      expect(scripts.some(isFramework), 'React came with the first use').toBe(true);
      await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('Typed before React. island-comment');
      // React's own state holds the text: sending with an empty name says what is missing, not the comment.
      await page.getByRole('button', { name: /Post Comment|Submit/ }).click();
      await page.getByText('The Name field is required.').waitFor();
      await expect(page.getByText('The Comment field is required.')).toHaveCount(0);
    });
  });

  test('the enquiry form, filled and sent at once on arrival, sends through React: a toast, no page change', async ({
    page,
  }) => {
    const release = await holdReact(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByLabel('Your Name').fill('José Álvarez');
    await page.getByLabel('Your Email').fill('jose@example.com');
    await page.getByLabel('Phone Number').fill('+34 612 345 678');
    await page.getByLabel('Service').selectOption({ label: 'Cloud Infrastructure' });
    await page.getByLabel('Project Details').fill('Move our apps to AWS. island-enquiry');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    release();
    await page.getByText(messages.form.enquirySent).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname, 'the form posted natively').toBe('/contact');
  });

  test('a tab pressed before React arrived is the one shown once the tech stack has woken', async ({ page }) => {
    const release = await holdReact(page);
    await page.goto('/tech-stack', { waitUntil: 'commit' });
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
  });

  test('tabs keyed through before React arrived follow the keys, and the tab keyed to is shown once awake', async ({
    page,
  }) => {
    const { release, names, focused } = await tabsBeforeReact(page);
    await page.keyboard.press('ArrowLeft');
    expect(await focused(), 'Left from the first wraps to the last').toBe(names.at(-1));
    // Home goes back to the first, Right twice reaches the third.
    for (const key of ['Home', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    expect(await focused(), 'focus followed the keys before React').toBe(names[2]);
    expect(await page.locator('[data-island="TechStack"][data-awake]').count(), 'React held back').toBe(0);
    release();
    await awake(page, 'TechStack');
    const third = page.getByRole('tab', { name: names[2] });
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel'), "the panel shown is the third tab's").toHaveAttribute(
      'aria-labelledby',
      (await third.getAttribute('id'))!,
    );
    expect(await focused(), 'focus stays on the tab keyed to').toBe(names[2]);
  });

  test('on a right-to-left page the arrows swap before React and after, toward the tab each points at', async ({
    page,
  }) => {
    const { release, tabs, names, focused } = await tabsBeforeReact(page, 'rtl');
    const left = async (n: number) => (await tabs.nth(n).boundingBox())!.x;
    expect(await left(1), 'the second tab sits left of the first').toBeLessThan(await left(0));
    await page.keyboard.press('ArrowRight');
    expect(await focused(), 'Right from the first wraps to the last').toBe(names.at(-1));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(), 'Left moves on to the second').toBe(names[1]);
    release();
    await awake(page, 'TechStack');
    await expect(page.getByRole('tab', { name: names[1] })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: names[2] }), 'and after React, Left moves on').toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test.describe('moving between pages after the first interaction', () => {
  test('a link loads the next page client-side: no reload, its content, title and islands; back returns', async ({
    page,
  }) => {
    await page.goto(posts[0]!, { waitUntil: 'load' });
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
    expect(await page.title()).toBe(/<title>([^<]*)<\/title>/.exec(built)?.[1]);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker), 'the page reloaded').toBe(
      true,
    );
    expect(documents, 'a document was loaded').toEqual([]);
    expect((await page.getAttribute('link[rel="canonical"]', 'href')) ?? '').toMatch(/\/contact$/);
    expect(await page.evaluate(() => document.activeElement?.tagName), 'focus moved to the new page').toBe('MAIN');
    await page.getByLabel('Your Name').focus();
    await awake(page, 'EnquiryForm');
    await page.goBack();
    await page.waitForFunction((title) => document.title === title, firstTitle);
    expect(new URL(page.url()).pathname).toBe(posts[0]);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker), 'back reloaded').toBe(true);
  });
});
