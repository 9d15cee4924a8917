// A partner's page is not checked by our build: a tag given a value its
// contract does not allow says so once in the console, naming the tag, the
// attribute and what it takes, and shows its default instead of an empty or
// broken section. Lists choose and order their items by slug.
import assert from 'node:assert/strict';
import { homeSections } from '../../src/content/home-sections.ts';
import { testimonials } from '../../src/content/testimonials.ts';
import { watchProblems } from '../support/browser.ts';
import { describe, it } from '../support/e2e-test.ts';
import { widgetsReady } from '../support/widget-ready.ts';

/** A plain partner page holding `tags`, with the testimonials widget's script. */
const partnerPage = (tags: string) => `<!doctype html><html lang="en"><body style="margin:0">
${tags}
<script type="module" src="/widgets/testimonials.js"></script></body></html>`;

describe("a widget's attributes on a partner's page", () => {
  it('a bad slug or heading level logs one warning naming the tag, attribute and allowed values, and shows the default', async ({
    page,
    baseURL,
  }) => {
    const problems = watchProblems(page);
    const body = partnerPage(
      '<it-testimonials slugs="coromandel-freight,blockchain" heading-level="9"></it-testimonials>',
    );
    await page.route('**/__bad-values.html', (route) => route.fulfill({ contentType: 'text/html', body }));
    await page.goto(`${baseURL}/__bad-values.html`);
    await widgetsReady(page, ['it-testimonials']);
    const tag = page.locator('it-testimonials');
    assert.equal(await tag.locator('.it-testimonial').count(), testimonials.length, 'every testimonial, as by default');
    assert.equal(
      await tag.getByRole('heading', { level: 2 }).textContent(),
      homeSections.testimonials.title,
      'an h2, as by default',
    );
    const allowed = testimonials.map((item) => item.slug).join(', ');
    assert.deepEqual(problems.console, [
      `warning: <it-testimonials> slugs="coromandel-freight,blockchain" is not allowed; use ${allowed}`,
      'warning: <it-testimonials> heading-level="9" is not allowed; use 2, 3, 4, 5, 6',
    ]);
    assert.deepEqual(problems.errors, []);
  });

  it('<it-testimonials slugs="…"> shows the testimonials named, in the order named', async ({ page, baseURL }) => {
    const problems = watchProblems(page);
    const body = partnerPage('<it-testimonials slugs="tidewater-capital,coromandel-freight"></it-testimonials>');
    await page.route('**/__slugs.html', (route) => route.fulfill({ contentType: 'text/html', body }));
    await page.goto(`${baseURL}/__slugs.html`);
    await widgetsReady(page, ['it-testimonials']);
    const names = await page.locator('it-testimonials .it-testimonial strong').allTextContents();
    const bySlug = (slug: string) => testimonials.find((item) => item.slug === slug)!.name;
    assert.deepEqual(names, [bySlug('tidewater-capital'), bySlug('coromandel-freight')]);
    assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
  });
});
