// The widgets' dark theme on a partner's dark page: a near-black page with light
// text of its own, every tag with theme="dark", served from another origin.
import { expect, screenshotOptions, test } from '../support/e2e-test';
import { axeViolations } from '../support/axe';
import { openPartnerPage } from '../support/partner-page';
import { widgetCatalog } from '../../widgets/catalogue';

test.use(screenshotOptions);

/** A partner's dark page, as the issue describes it. */
const darkPage = 'body { background: #111; color: #eee; }';

test.describe('theme="dark" on a #111 partner page', () => {
  test('axe finds no contrast failure inside any widget', async ({ page, baseURL, steady }) => {
    const tags = widgetCatalog.map((doc) => `it-${doc.name}`);
    const body = tags.map((tag) => `<${tag} theme="dark"></${tag}>`).join('\n');
    await openPartnerPage(page, baseURL!, tags, body, { css: darkPage });
    await steady(page);
    expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
  });

  test('it-enquiry-form looks like its baseline', async ({ page, baseURL, steady, width }) => {
    const tag = 'it-enquiry-form';
    await openPartnerPage(page, baseURL!, [tag], `<${tag} theme="dark"></${tag}>`, { css: darkPage });
    await steady(page);
    await expect(page.locator(tag)).toHaveScreenshot(`partner-dark-${tag}-${width}.png`);
  });
});
