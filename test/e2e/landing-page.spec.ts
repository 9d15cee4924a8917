// The landing page a marketer wrote in Markdown (src/content/landing/cloud-migration.md),
// at /lp/cloud-migration: its it-* tags are the site's own sections in the
// prerendered HTML, readable and sending its enquiry with JavaScript off.
import { readFile } from 'node:fs/promises';
import { site } from '../../src/content/site.ts';
import { expect, mailTest as test } from '../support/e2e-test.ts';

test.describe('/lp/cloud-migration with JavaScript off', () => {
  test('shows its title, its Markdown prose and each tag as the section it names', async ({ staticPage: page }) => {
    const response = await page.goto('/lp/cloud-migration');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Cloud Migration Services | ${site.name}`);
    await expect(page.locator('h1'), 'the hero gives the page its one h1').toHaveCount(1);
    // The hero's own words, from its attributes, not the home page's.
    await expect(page.locator('h1')).toHaveText('Move to the cloud without the downtime');
    await expect(page.getByRole('link', { name: 'Plan my migration' })).toHaveAttribute('href', '/contact');
    // The prose between the tags, with its heading anchor, list and link.
    const prose = page.locator('main .it-rich-text');
    await expect(prose.locator('h2')).toHaveAttribute('id', 'move-to-the-cloud-without-the-surprises');
    await expect(prose.locator('li')).toHaveCount(3);
    await expect(prose.getByRole('link', { name: 'our post on cloud costs' })).toHaveAttribute(
      'href',
      '/blog-single/five-habits-that-keep-your-cloud-bill-predictable',
    );
    // <it-services slugs="…">, <it-testimonials slugs="…">, <it-tech-stack category="infra-devops" slugs="…">.
    await expect(page.locator('main .it-card__title')).toHaveText([
      'Cloud Infrastructure',
      'Offshore Development',
      'IT Staffing',
    ]);
    await expect(page.locator('main .it-testimonial strong')).toHaveText(['Revathi Sundaram', 'Laura Whitfield']);
    await expect(page.getByRole('tab')).toHaveText(['Infra & DevOps', 'Database', 'Backend']);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Infra & DevOps');
    // Sections' own words, and the page's own questions in its FAQ.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Migrations that kept the business running' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'How long does a cloud migration take?' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Do you use cookies to track me?' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Book your two-week assessment' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Sections, not custom elements: nothing waits for a script.
    await expect(page.locator('main :is(it-hero, it-stats, it-services, it-enquiry-form)')).toHaveCount(0);
  });

  test('sends its enquiry form natively, with the service its tag chose, and lands on /thank-you', async ({
    staticPage: page,
    mailSite,
  }) => {
    await page.goto('/lp/cloud-migration?utm_campaign=cloud-week');
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('cloud-infrastructure');
    await page.getByLabel('Your Name').fill('Ada Lovelace');
    await page.getByLabel('Your Email').fill('ada@example.com');
    await page.getByLabel('Phone Number').fill('+44 20 7946 0000');
    await page.getByLabel('Project Details').fill('Move our billing system to Azure. landing-nojs');
    await page.getByRole('button', { name: 'Request my assessment' }).click();
    await page.waitForURL('**/thank-you');
    const mail = await mailSite.mailWith('landing-nojs');
    expect(mail.subject).toBe('Enquiry from Ada Lovelace: Cloud Infrastructure');
    expect(mail.text).toContain(`Page:\n> ${mailSite.url}/lp/cloud-migration?utm_campaign=cloud-week\n`);
  });

  test('is listed in the sitemap; an unknown landing page is the 404 screen', async ({ staticPage: page }) => {
    const sitemap = await readFile('dist/sitemap.xml', 'utf8');
    expect(sitemap).toContain(`<loc>${site.url}/lp/cloud-migration</loc>`);
    expect((await page.goto('/lp/no-such-page'))?.status()).toBe(404);
  });
});

test.describe('/lp/cloud-migration-de, the campaign in German', () => {
  test('is a German page: <html lang="de">, its own words, and its enquiry posts the service it fixes', async ({
    staticPage: page,
  }) => {
    expect((await page.goto('/lp/cloud-migration-de'))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h1')).toHaveText('In die Cloud – ohne Ausfallzeit');
    await expect(page.getByRole('button', { name: 'Wie lange dauert eine Cloud-Migration?' })).toHaveCount(1);
    // service-fixed: no service field to choose, the service posted all the same.
    await expect(page.getByLabel('Service', { exact: true })).toHaveCount(0);
    await expect(page.locator('form input[type="hidden"][name="project"]')).toHaveValue('cloud-infrastructure');
    await expect(page.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
  });

  test('its enquiry form is German from the HTML on, and stays German once it wakes', async ({ page, staticPage }) => {
    const german = ['Ihr Name', 'Ihre E-Mail-Adresse', 'Telefonnummer', 'Projektdetails'];
    // Without JavaScript: the prerendered form, in the page's language.
    await staticPage.goto('/lp/cloud-migration-de');
    await expect(staticPage.locator('main form .it-field__label')).toHaveText(german);
    await expect(staticPage.locator('main form textarea')).toHaveAttribute('placeholder', /\S/);
    expect(await staticPage.locator('main form').innerText()).not.toContain('Your Name');
    // With it: React adopts the German form as it is (no hydration mismatch, no switch to English).
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/lp/cloud-migration-de');
    await page.locator('main form').getByLabel('Ihr Name').click();
    await page.waitForSelector('[data-island="EnquiryForm"][data-awake]', { state: 'attached', timeout: 10_000 });
    await expect(page.locator('main form .it-field__label')).toHaveText(german);
    await page.locator('main form button[type="submit"]').click();
    await expect(page.locator('main form .it-field__error').first()).toContainText('Das Feld');
    expect(errors).toEqual([]);
  });
});
