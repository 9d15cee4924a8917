// The editor at /admin/, driven in Chromium against the real server (local
// mode, over a temporary working copy: admin-editor-site.ts): the list, the
// landing-page builder by keyboard, the post editor, and publishing: problems
// at their fields, accessibility violations that block it, conflicts and
// history. axe finds nothing on the editor's own screens, and the builder and
// the post editor keep their reviewed screenshots.
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { addBlock, outline, press } from '../support/admin-builder.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test as base } from '../support/e2e-test.ts';
import { startEditorSite, type EditorSite } from './admin-editor-site.ts';

/** `test` with `editor`, a server with the editor on over a fresh working copy, and `page` pointed at it. */
const test = base.extend<{ editor: EditorSite }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  editor: async ({}, use) => {
    const site = await startEditorSite();
    await use(site);
    await site.close();
  },
  baseURL: async ({ editor }, use) => {
    await use(editor.url);
  },
});

const wcag = { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] };

/** The report of the last Check or Publish, once it has come. */
async function report(page: Page) {
  const found = page.locator('#admin-report');
  await expect(found).toBeVisible({ timeout: 60_000 });
  return found;
}

test.describe('the editor at /admin/', () => {
  test('lists the landing pages and posts, with status and language, and finds one by search', async ({
    page,
    browser,
    editor,
  }) => {
    await page.goto('/admin/');
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Cloud-Migration ohne Ausfallzeit/ })).toContainText('Landing page');
    await expect(table.getByRole('row', { name: /Cloud-Migration ohne Ausfallzeit/ })).toContainText('de');
    await expect(table.getByRole('row', { name: /Five Habits That Keep Your Cloud Bill/ })).toContainText('Published');
    await page.getByLabel('Search pages').fill('ausfallzeit');
    await expect(table.getByRole('row')).toHaveCount(2);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'New landing page' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'New post' })).toBeVisible();
    expect(await axeViolations(page, wcag)).toEqual([]);
    // And at a phone's width.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: editor.url });
    const phone = await context.newPage();
    await phone.goto('/admin/');
    await expect(phone.getByRole('table')).toBeVisible();
    expect(await axeViolations(phone, wcag)).toEqual([]);
    await context.close();
  });

  test('builds a new landing page by keyboard and publishes it as the file a person writes, committed by its author', async ({
    page,
    editor,
  }) => {
    await page.goto('/admin/new/landing');
    await addBlock(page, 'Hero');
    await page.getByLabel('Headline').fill('Spring into the cloud');
    await addBlock(page, 'Services');
    const slugs = page.getByRole('group', { name: 'Slugs' });
    await slugs.getByLabel('cloud-infrastructure').press('Space');
    await slugs.getByLabel('it-staffing').press('Space');
    await addBlock(page, 'Prose');
    await page.getByLabel('Text (Markdown)').fill('## Why now\n\nBecause **spring** is here.');
    await addBlock(page, 'Enquiry form');
    await page.getByLabel('Service', { exact: true }).selectOption('cloud-infrastructure');
    await page.getByRole('switch', { name: 'Service fixed' }).press('Space');
    await expect(outline(page)).toHaveText(['1. Hero', '2. Services', '3. Prose', '4. Enquiry form', 'Page settings']);

    // Move, duplicate and delete, by keyboard.
    await press(page.getByRole('button', { name: '3. Prose' }));
    await press(page.getByRole('button', { name: 'Move up' }));
    await expect(outline(page)).toHaveText(['1. Hero', '2. Prose', '3. Services', '4. Enquiry form', 'Page settings']);
    await press(page.getByRole('button', { name: 'Duplicate' }));
    await expect(outline(page)).toHaveText([
      '1. Hero',
      '2. Prose',
      '3. Prose',
      '4. Services',
      '5. Enquiry form',
      'Page settings',
    ]);
    await press(page.getByRole('button', { name: 'Delete' }));
    await expect(outline(page)).toHaveText(['1. Hero', '2. Prose', '3. Services', '4. Enquiry form', 'Page settings']);

    // The preview is the site's own section.
    await expect(page.frameLocator('#preview-frame').getByRole('heading', { level: 1 })).toHaveText(
      'Spring into the cloud',
    );

    await press(outline(page).filter({ hasText: 'Page settings' }));
    await page.getByLabel(/^Title/).fill('Spring Cloud Offer');
    await page.getByLabel(/^Description/).fill('Move to the cloud this spring.');
    await page.getByLabel(/^Address/).fill('spring-cloud');
    await page.getByLabel('Language').selectOption('de');
    await press(page.getByRole('button', { name: 'Publish' }));
    await expect(await report(page)).toContainText(/Published \(commit [0-9a-f]{7}\)/);
    await expect(page).toHaveURL(/\/admin\/landing\/spring-cloud$/);

    expect(editor.read('src/content/landing/spring-cloud.md')).toBe(
      [
        '---',
        'title: Spring Cloud Offer',
        'description: Move to the cloud this spring.',
        'slug: spring-cloud',
        'lang: de',
        '---',
        '',
        '<it-hero headline="Spring into the cloud"></it-hero>',
        '',
        '## Why now',
        '',
        'Because **spring** is here.',
        '',
        '<it-services slugs="cloud-infrastructure,it-staffing"></it-services>',
        '',
        '<it-enquiry-form service="cloud-infrastructure" service-fixed></it-enquiry-form>',
        '',
      ].join('\n'),
    );
    expect(editor.log()).toEqual([
      'Ada Editor <ada@example.com>|Publish landing page "Spring Cloud Offer" (/lp/spring-cloud)',
    ]);
  });

  test('a picture without alt text in a prose block blocks publishing, naming the block; nothing is written', async ({
    page,
    editor,
  }) => {
    const before = editor.log();
    await page.goto('/admin/new/landing');
    await addBlock(page, 'Hero');
    await addBlock(page, 'Prose');
    await page.getByLabel('Text (Markdown)').fill('## Our costs\n\n![](blog/cloud-costs.svg)');
    await press(outline(page).filter({ hasText: 'Page settings' }));
    await page.getByLabel(/^Title/).fill('No alt');
    await page.getByLabel(/^Description/).fill('A page with a picture and no words for it.');
    await page.getByLabel(/^Address/).fill('no-alt');
    await press(page.getByRole('button', { name: 'Publish' }));
    const found = await report(page);
    const problem = found.getByRole('listitem').filter({ hasText: 'needs alt text' });
    await expect(problem).toContainText('Block 2 (Prose)');
    await expect(found).not.toContainText('Published');
    expect(editor.read('src/content/landing/no-alt.md')).toBeUndefined();
    expect(editor.log()).toEqual(before);
    // Its link selects the block, whose Markdown is to fix.
    await problem.getByRole('link', { name: 'Block 2 (Prose)' }).click();
    await expect(page.getByRole('heading', { name: '2. Prose' })).toBeVisible();
  });

  test('a heading level skipped across blocks is found by axe at both widths and blocks publishing, naming the block', async ({
    page,
    editor,
  }) => {
    const before = editor.log();
    await page.goto('/admin/new/landing');
    await addBlock(page, 'Hero');
    await addBlock(page, 'Services');
    // The hero's headline is the page's h1; a section heading at level 4 right after it skips two levels.
    await page.getByLabel('Heading level').selectOption('4');
    await press(outline(page).filter({ hasText: 'Page settings' }));
    await page.getByLabel(/^Title/).fill('Skipped');
    await page.getByLabel(/^Description/).fill('A page whose headings skip a level.');
    await page.getByLabel(/^Address/).fill('skipped-heading');
    await press(page.getByRole('button', { name: 'Publish' }));
    const found = await report(page);
    await expect(found).toContainText('1 accessibility problem blocks publishing');
    const violation = found.getByRole('listitem').filter({ hasText: 'A heading level is skipped' });
    await expect(violation).toContainText('In Block 2 (Services)');
    await expect(violation).toContainText('at 375 px and 1280 px');
    expect(editor.read('src/content/landing/skipped-heading.md')).toBeUndefined();
    expect(editor.log()).toEqual(before);
    await violation.getByRole('link', { name: 'In Block 2 (Services)' }).click();
    await expect(page.getByRole('heading', { name: '2. Services' })).toBeVisible();
  });

  test('a bad value is refused next to its field, the summary links to it, and nothing is written', async ({
    page,
    editor,
  }) => {
    const before = editor.log();
    await page.goto('/admin/landing/cloud-migration');
    await page.getByLabel(/^Address/).fill('cloud migration');
    await press(page.getByRole('button', { name: 'Publish' }));
    const found = await report(page);
    await expect(found).toContainText('problem');
    const slug = page.getByLabel(/^Address/);
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-page-slug-problems')).toContainText(
      'lowercase letters, digits and single hyphens',
    );
    await found.getByRole('link', { name: 'Address' }).click();
    await expect(slug).toBeFocused();
    expect(editor.log()).toEqual(before);
  });

  test('a page colour white text cannot be read on is refused at its field with its ratio; one it can is previewed and published', async ({
    page,
    editor,
  }) => {
    const before = editor.log();
    // A page of its own: the repository's pages show a tech stack, whose cards fade in, and the second Check of one
    // (its logos cached, so the check no longer waits for them) can catch that fade halfway.
    await page.goto('/admin/new/landing');
    await addBlock(page, 'Hero');
    await addBlock(page, 'Enquiry form');
    await press(outline(page).filter({ hasText: 'Page settings' }));
    await page.getByLabel(/^Title/).fill('Teal offer');
    await page.getByLabel(/^Description/).fill('A campaign in its own colour.');
    await page.getByLabel(/^Address/).fill('teal-offer');
    const colour = page.getByRole('textbox', { name: 'Accent colour', exact: true });
    await colour.fill('#ffd400');
    await press(page.getByRole('button', { name: 'Publish' }));
    const found = await report(page);
    await expect(colour).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-page-accent-problems')).toContainText(
      "#ffd400 against white (its buttons' text and the page behind its links) is 1.4:1; text needs 4.5:1 — choose a darker colour",
    );
    await found.getByRole('link', { name: 'Accent colour' }).click();
    await expect(colour).toBeFocused();
    expect(editor.log()).toEqual(before);

    // The picker writes its text; the preview takes the colour, and clearing gives the site's back.
    const primary = () =>
      page
        .frameLocator('#preview-frame')
        .locator('html')
        .evaluate((html) => getComputedStyle(html).getPropertyValue('--it-color-primary').trim());
    await page.getByLabel('Accent colour: picker').fill('#0f766e');
    await expect(colour).toHaveValue('#0f766e');
    await expect.poll(primary).toBe('#0f766e');
    await press(page.getByRole('button', { name: 'Use the site’s colour' }));
    await expect(colour).toHaveValue('');
    await expect.poll(primary).toBe('#1d4ed8');
    await colour.fill('#0f766e');
    await press(page.getByRole('button', { name: 'Publish' }));
    await expect(await report(page)).toContainText(/Published \(commit [0-9a-f]{7}\)/);
    expect(editor.read('src/content/landing/teal-offer.md')).toBe(
      [
        '---',
        'title: Teal offer',
        'description: A campaign in its own colour.',
        'slug: teal-offer',
        'accent: "#0f766e"',
        '---',
        '',
        '<it-hero></it-hero>',
        '',
        '<it-enquiry-form></it-enquiry-form>',
        '',
      ].join('\n'),
    );
  });

  test('two editors on one page: the second is refused, sees both versions, and can apply theirs or publish over', async ({
    page,
    browser,
    editor,
  }) => {
    const other = await browser.newPage({ baseURL: editor.url, viewport: { width: 1280, height: 800 } });
    await page.goto('/admin/landing/cloud-operations');
    await other.goto('/admin/landing/cloud-operations');
    await page.getByLabel(/^Title/).fill('Cloud Operations, by Ada');
    await press(page.getByRole('button', { name: 'Publish' }));
    await expect(await report(page)).toContainText('Published');
    await other.getByLabel(/^Description/).fill('Grace wrote this description.');
    await press(other.getByRole('button', { name: 'Publish' }));
    const dialog = other.getByRole('dialog', { name: 'Someone else published this page meanwhile' });
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByLabel('The page as it is now')).toContainText('title: Cloud Operations, by Ada');
    await expect(dialog.getByLabel('Your version')).toContainText('description: Grace wrote this description.');
    expect(editor.log()[0]).toContain('Cloud Operations, by Ada');
    await press(dialog.getByRole('button', { name: 'Take theirs (drop my changes)' }));
    await expect(other.getByLabel(/^Title/)).toHaveValue('Cloud Operations, by Ada');
    await other.close();
  });

  test('the history lists the page’s commits and restores one as a new commit', async ({ page, editor }) => {
    await page.goto('/admin/landing/cloud-operations');
    await page.getByLabel(/^Title/).fill('A title to undo');
    await press(page.getByRole('button', { name: 'Publish' }));
    await expect(await report(page)).toContainText('Published');
    await press(page.getByRole('button', { name: 'History' }));
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText('A title to undo');
    page.once('dialog', (dialog) => void dialog.accept());
    await press(history.getByRole('button', { name: /Restore the version of commit/ }).nth(1));
    await expect(page.getByLabel(/^Title/)).not.toHaveValue('A title to undo');
    expect(editor.log()[0]).toMatch(/\|Restore landing page .* to [0-9a-f]{7}$/);
  });

  test('the post editor: a picture uploaded, category and tags chosen, the body previewed in the post’s layout, published', async ({
    page,
    editor,
  }) => {
    await page.goto('/admin/new/post');
    await page.getByLabel(/^Title/).fill('Spring cleaning for your cloud bill');
    await page.getByLabel(/^Address/).fill('spring-cleaning-cloud-bill');
    await page.getByLabel(/^Date/).fill('2025-11-03');
    await page.getByLabel(/^Author/).selectOption('anand');
    await page.getByLabel(/^Category/).selectOption('Business');
    await page.getByRole('group', { name: /^Tags/ }).getByLabel('Cloud').check();
    await page.getByRole('group', { name: /^Tags/ }).getByLabel('Strategy').check();
    const image = new PNG({ width: 64, height: 36 });
    image.data.fill(180);
    const png = PNG.sync.write(image);
    await page
      .getByLabel('Upload a picture')
      .setInputFiles({ name: 'Spring Sky.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText(/Uploaded as blog\//)).toBeVisible();
    const picture = await page.getByLabel(/^Picture/).inputValue();
    await page.getByLabel(/^Alt text/).fill('A grey sky over a quiet field');
    await page.getByLabel(/^Excerpt/).fill('Three habits that keep the bill down.');
    await page.getByRole('textbox', { name: 'Text (Markdown)' }).click();
    await page.keyboard.type('## Habit one\n\nTurn off what nobody uses.\n');
    const preview = page.frameLocator('iframe[title="Preview of the post"]');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Spring cleaning for your cloud bill');
    await expect(preview.locator('.it-rich-text h2')).toHaveText('Habit one');
    await press(page.getByRole('button', { name: 'Publish' }));
    await expect(await report(page)).toContainText(/Published \(commit/);
    const file = editor.read('src/content/blog/posts/spring-cleaning-cloud-bill.md') ?? '';
    expect(file).toContain('category: Business');
    expect(file).toMatch(/tags: \[Cloud, Strategy\]|tags:\n\s+- Cloud\n\s+- Strategy/);
    expect(file).toContain(`image: ${picture}`);
    expect(file).toContain('## Habit one');
    expect(editor.read(`src/assets/images/${picture}`)).toBeDefined();
    expect(editor.log(2)).toEqual([
      'Ada Editor <ada@example.com>|Publish post "Spring cleaning for your cloud bill" (/blog-single/spring-cleaning-cloud-bill)',
      expect.stringContaining(picture),
    ]);
  });

  test('axe finds nothing on the builder (the German page open) or the post editor, which keep their screenshots', async ({
    page,
  }) => {
    await page.goto('/admin/landing/cloud-migration-de');
    const frame = page.frameLocator('#preview-frame');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await axeViolations(page, wcag)).toEqual([]);
    await expect(page).toHaveScreenshot('admin-builder-1280.png');

    await page.goto('/admin/post/cloud-costs');
    await expect(
      page.frameLocator('iframe[title="Preview of the post"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await axeViolations(page, wcag)).toEqual([]);
    await expect(page).toHaveScreenshot('admin-post-1280.png');
  });
});
