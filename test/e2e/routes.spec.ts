// The raw HTML of every route, as a crawler or a visitor without JavaScript gets it.
import type { APIRequestContext } from '@playwright/test';
import { routePaths } from '../../pages/route-paths.ts';
import { posts } from '../../src/content/blog.ts';
import { services } from '../../src/content/services.ts';
import { products } from '../../src/content/products.ts';
import { site } from '../../src/content/site.ts';
import { builtPages } from '../support/built-pages.ts';
import { expect, test } from '../support/e2e-test.ts';

// The template's placeholder Latin, spelled so this file does not contain it.
const templateFiller = new RegExp(['lorem', 'ipsum'].join('\\s+'), 'i');
/** The answer itself, not where a redirect leads. */
const get = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });
const h1Of = (html: string) =>
  html
    .match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

test.describe('every route of the table', () => {
  test('is prerendered: the route table and the built pages list the same paths', async () => {
    const pages = await builtPages();
    const expected = await routePaths();
    for (const path of expected) expect(pages[path], `${path} was not prerendered`).toBeTruthy();
    expect(expected.filter((p) => p.startsWith('/services/'))).toHaveLength(6);
    expect(expected.filter((p) => p.startsWith('/products/'))).toHaveLength(2);
    expect(expected).toContain('/projects/1');
  });

  test('answers 200 with its heading, title, description, canonical link and Open Graph tags in the raw HTML', async ({
    request,
  }) => {
    const pages = await builtPages();
    for (const path of Object.keys(pages).filter((p) => !p.includes('.'))) {
      const response = await get(request, path);
      expect(response.status(), `${path} answered ${response.status()}`).toBe(200);
      const html = await response.text();
      expect(h1Of(html), `${path} has no h1 in its HTML`).toBeTruthy();
      expect(html.match(/<h1[\s>]/g)?.length, `${path} should have exactly one h1`).toBe(1);
      expect(html, `${path} has no title`).toMatch(/<title>[^<]+<\/title>/);
      expect(html, `${path} has no useful description`).toMatch(/<meta name="description" content="[^"]{50,}">/);
      expect(html, `${path} has no canonical`).toMatch(new RegExp(`<link rel="canonical" href="${site.url}[^"]*">`));
      expect(html, `${path} has no og:title`).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html, `${path} contains template filler text`).not.toMatch(templateFiller);
    }
  });

  test('shows each service, product and the case study by name on its own page', async ({ request }) => {
    for (const service of services)
      expect(h1Of(await (await get(request, `/services/${service.slug}`)).text())).toBe(service.title);
    for (const product of products)
      expect(h1Of(await (await get(request, `/products/${product.slug}`)).text())).toBe(product.title);
  });

  test('serves /sitemap.xml listing the pages and /robots.txt pointing to it', async ({ request }) => {
    const sitemap = await (await get(request, '/sitemap.xml')).text();
    expect(sitemap).toMatch(/<urlset/);
    expect(sitemap).toContain(`<loc>${site.url}/services/cloud-infrastructure</loc>`);
    expect(sitemap, 'the 404 page is not for search engines').not.toContain('/404<');
    for (const post of posts) expect(sitemap, post.slug).toContain(`<loc>${site.url}/blog-single/${post.slug}</loc>`);
    // Each page once, at its canonical URL: the other layouts of the blog and /home are left out.
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(
      locs.filter((loc) =>
        /\/(blog-single-fullwidth|blog-single-left-sidebar|blog-fullwidth|blog-left-sidebar|home)(\/|$)/.test(loc),
      ),
      'a layout variant is listed',
    ).toEqual([]);
    for (const loc of locs.filter((_, i) => i % 10 === 0)) {
      const html = await (await get(request, new URL(loc).pathname)).text();
      expect(html, `${loc} is not its own canonical`).toContain(`<link rel="canonical" href="${loc}">`);
    }
    const robots = await (await get(request, '/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

/** The JSON-LD objects of a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, string | undefined>,
  );

test.describe('structured data and preloads', () => {
  test('every page names the company in Organization JSON-LD, from the site config', async ({ request }) => {
    const organization = jsonLd(await (await get(request, '/about')).text()).find((d) => d['@type'] === 'Organization');
    expect(organization?.name).toBe(site.name);
    expect(organization?.email).toBe(site.email);
  });

  test('a blog post carries BlogPosting JSON-LD with its headline and date', async ({ request }) => {
    const postPath = Object.keys(await builtPages()).find((p) => p.startsWith('/blog-single/')) ?? '';
    const html = await (await get(request, postPath)).text();
    const posting = jsonLd(html).find((d) => d['@type'] === 'BlogPosting');
    expect(posting?.headline).toBe(h1Of(html));
    expect(posting?.datePublished ?? '').toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  test('the home page preloads the picture it opens with', async ({ request }) => {
    const html = await (await get(request, '/')).text();
    const preload = html.match(/<link rel="preload" as="image" href="([^"]+)"/)?.[1];
    expect(preload, 'no image preload').toBeTruthy();
    expect((await get(request, preload!)).status()).toBe(200);
    expect(html, 'the preloaded picture is the one shown').toContain(`src="${preload}"`);
  });
});

test.describe('paths that name nothing', () => {
  for (const path of [
    '/no-such-page',
    '/services/no-such-service',
    '/projects/2',
    '/blog-single/no-such-post',
    '/about/extra',
  ]) {
    test(`${path} answers 404 with the 404 screen and a way home`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(h1Of(html)).toBe('Oops! Page Not Found!');
      expect(html).toMatch(/<a[^>]+href="\/home"[^>]*>Back to home<\/a>/);
    });
  }

  test('an unknown product answers 404 with "Product not found!"', async ({ request }) => {
    const response = await get(request, '/products/no-such-product');
    expect(response.status()).toBe(404);
    expect(h1Of(await response.text())).toBe('Product not found!');
  });

  test('/404 itself shows the 404 screen', async ({ request }) => {
    expect(h1Of(await (await get(request, '/404')).text())).toBe('Oops! Page Not Found!');
  });
});

test.describe('old links', () => {
  test('/Contact answers 301 to /contact', async ({ request, baseURL }) => {
    const response = await get(request, '/Contact');
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', baseURL).pathname).toBe('/contact');
  });

  test('/product-single/{slug} answers 301 to /products/{slug}', async ({ request, baseURL }) => {
    const response = await get(request, '/product-single/crm');
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', baseURL).pathname).toBe('/products/crm');
  });
});
