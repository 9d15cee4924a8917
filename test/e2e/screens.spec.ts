// Every screen of the product spec on the real server: the server HTML carries the spec'd
// headings and texts (readable without script), and Chromium shows them hydrated.
import { describe, it, test } from '../support/e2e-test.ts';
import assert from 'node:assert/strict';
import { coreValues, heroSlides, stats } from '../../src/content/home.ts';
import { caseStudies } from '../../src/content/case-studies.ts';
import { faq } from '../../src/content/legal.ts';
import { posts } from '../../src/content/blog.ts';
import { serviceContent } from '../../src/content/service-content.ts';
import { services } from '../../src/content/services.ts';
import { techStacks } from '../../src/content/tech-stacks.ts';
import { chunkTitle, inChunks } from '../support/in-chunks.ts';
import { wakeIslands } from '../support/site-page.ts';

// The template's placeholder Latin, spelled so this file does not contain it.
const templateFiller = new RegExp(['lorem', 'ipsum'].join('\\s+'), 'i');

const homeTexts = [
  'Best IT Solution For Your Business',
  'Create Your Dream Project With Us',
  'Get Started',
  'Your Vision, Our Innovation',
  ...stats.flatMap((stat) => [`${stat.value}${stat.suffix}`, stat.label]),
  ...heroSlides.map((slide) => slide.caption),
  ...coreValues.map((value) => value.title),
  '4.0',
  'Our Mission',
  'Our Vision',
  ...posts.slice(0, 3).map((post) => post.title),
];

const study = caseStudies[0]!;
/** The opening paragraph of a service's page body (a placeholder no page shows when it has none). */
const openingOf = (slug: string) =>
  serviceContent[slug]?.find((block) => block.kind === 'paragraph')?.text ?? `(no page body for ${slug})`;

/** Each route of the issue with the h1 a visitor reads and texts the spec names for it. */
const screens: readonly { path: string; h1: string; texts: readonly string[] }[] = [
  { path: '/', h1: 'Best IT Solution For Your Business', texts: homeTexts },
  { path: '/home', h1: 'Best IT Solution For Your Business', texts: homeTexts },
  {
    path: '/home-2',
    h1: 'Software That Grows With Your Business',
    texts: ['Services built around your goals', 'Recent work we are proud of'],
  },
  {
    path: '/home-3',
    h1: 'Your Engineering Team, Extended',
    texts: ['Our Mission', 'Our Vision', 'The principles behind every project'],
  },
  {
    path: '/about',
    h1: 'We Build Software Businesses Rely On',
    texts: ['About Us', 'Our Mission', 'Our Vision', 'Trusted by growing businesses'],
  },
  {
    path: '/services',
    h1: 'Turn Your Big Idea into a Real Business Concept.',
    texts: ['Our Services', ...services.map((service) => service.title), 'Learn More'],
  },
  ...services.map((service) => ({
    path: `/services/${service.slug}`,
    h1: service.title,
    texts: ['Our Services', openingOf(service.slug), ...services.slice(0, 6).map((item) => item.title)],
  })),
  { path: '/products', h1: 'Our Products', texts: ['ERP System', 'CRM Platform', 'Learn More'] },
  {
    path: '/products/erp',
    h1: 'ERP System',
    texts: ['Product Overview', 'Key Features', 'PHP, JavaScript, SQL', 'MySQL'],
  },
  { path: '/products/crm', h1: 'CRM Platform', texts: ['Product Overview', 'Key Features', 'Screenshots'] },
  {
    path: '/projects/1',
    h1: study.title,
    texts: [
      study.facts.location,
      study.facts.client,
      study.facts.architect,
      study.facts.duration,
      'Share',
      'Strategies',
      'Results',
      study.quote.text,
      'Get in touch about a similar project',
    ],
  },
  { path: '/testimonials', h1: 'Testimonial', texts: ['Revathi Sundaram'] },
  { path: '/tech-stack', h1: 'Technology Stacks', texts: [...techStacks.map((stack) => stack.label), 'iOS', 'Swift'] },
  { path: '/privace', h1: 'Privacy Policy', texts: faq.map((item) => item.question) },
  { path: '/terms', h1: 'Terms of Use', texts: faq.map((item) => item.question) },
  { path: '/404', h1: 'Oops! Page Not Found!', texts: ['Back to home'] },
  { path: '/lenissmoothscroll', h1: 'Motion With a Purpose', texts: ['Smooth scrolling without fighting the browser'] },
];

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('the screens of the site, as served', () => {
  for (const screen of screens) {
    it(`${screen.path} shows '${screen.h1}' and its spec'd texts without script, and no template filler text`, async ({
      request,
    }) => {
      const response = await request.get(screen.path);
      assert.equal(response.status(), 200);
      const html = await response.text();
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => text(match[1]!).trim());
      assert.deepEqual(h1s, [screen.h1]);
      const body = text(html);
      for (const expected of screen.texts)
        assert.ok(body.includes(expected), `${screen.path} is missing '${expected}'`);
      assert.doesNotMatch(body, templateFiller);
      assert.doesNotMatch(body, /\bsample\b/i);
    });
  }

  it('the home page serves the counters at their final values and every image with its size', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const counters = [...html.matchAll(/class="it-stats__value"[^>]*>([\s\S]*?)<\/span>/g)].map((m) =>
      text(m[1]!).replace(/\s/g, ''),
    );
    assert.deepEqual(
      counters,
      stats.map((stat) => `${stat.value}${stat.suffix}`),
    );
    const unsized = [...html.matchAll(/<img\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/width="\d+"/.test(tag) || !/height="\d+"/.test(tag));
    assert.deepEqual(unsized, []);
  });
});

describe('the screens in Chromium', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });
    const paths = screens.map((screen) => screen.path);
    for (const chunk of inChunks(screens, 13)) {
      it(`${chunkTitle(
        chunk.map((screen) => screen.path),
        paths,
      )}: each route renders its heading after hydration`, async ({ warmPage: page }) => {
        for (const screen of chunk) {
          await page.goto(screen.path);
          await wakeIslands(page);
          assert.equal((await page.locator('h1').innerText()).trim(), screen.h1);
          assert.doesNotMatch(await page.locator('body').innerText(), templateFiller);
        }
      });
    }
  });

  it('the tech-stack tabs switch by keyboard on the built page', async ({ page }) => {
    await page.goto('/tech-stack');
    await wakeIslands(page);
    await page.getByRole('tab', { name: 'Mobile' }).focus();
    await page.keyboard.press('End');
    await page.getByRole('tab', { name: 'UI/UX', selected: true }).waitFor();
    assert.equal(await page.locator('[role="tabpanel"] li').count(), 4);
  });

  it('a CRM screenshot opens in a modal that Escape closes, returning focus', async ({ page }) => {
    await page.goto('/products/crm');
    await wakeIslands(page);
    const thumb = page.getByRole('button', { name: /^Enlarge/ }).first();
    await thumb.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(await thumb.evaluate((element) => element === document.activeElement), true);
  });

  it('the privacy FAQ keeps at most one answer open', async ({ page }) => {
    await page.goto('/privace');
    await wakeIslands(page);
    await page.getByRole('button', { name: faq[0]!.question }).click();
    await page.getByRole('button', { name: faq[1]!.question }).click();
    await page.getByRole('button', { name: faq[1]!.question, expanded: true }).waitFor();
    assert.equal(await page.locator('.it-accordion__panel:visible').count(), 1);
  });
});
