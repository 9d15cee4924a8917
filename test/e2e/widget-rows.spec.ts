// A list widget given fewer items than its row has columns (limit, slugs)
// fills the row with them, under its centred heading: no empty column beside.
import assert from 'node:assert/strict';
import { describe, it } from '../support/e2e-test.ts';

const page2 = `<!doctype html><html lang="en"><body style="margin:0">
<it-testimonials limit="2"></it-testimonials>
<script type="module" src="/widgets/testimonials.js"></script></body></html>`;

describe('a list widget with fewer items than columns', () => {
  it('<it-testimonials limit="2"> at 1280 px shows two columns that fill the row', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route('**/__rows.html', (route) => route.fulfill({ contentType: 'text/html', body: page2 }));
    await page.goto(`${baseURL}/__rows.html`);
    const cards = page.locator('it-testimonials .it-testimonial');
    await cards.nth(1).waitFor();
    assert.equal(await cards.count(), 2);
    const row = (await page.locator('it-testimonials ul').boundingBox())!;
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    assert.equal(Math.round(first.y), Math.round(second.y), 'side by side');
    assert.ok(Math.abs(first.x - row.x) < 1, 'the first starts the row');
    assert.ok(Math.abs(second.x + second.width - (row.x + row.width)) < 1, 'the second ends it: no empty column');
  });
});
