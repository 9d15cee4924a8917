// The raw HTML of every route, as a crawler or a visitor without JavaScript gets it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { routePaths } from '../../pages/route-paths';
import { posts } from '../../src/content/blog';
import { services } from '../../src/content/services';
import { products } from '../../src/content/products';
import { site } from '../../src/content/site';
import { startSite, builtPages, type SiteServer } from '../support/site-server';

let server: SiteServer;
before(async () => {
  server = await startSite();
});
after(() => server.close());

// The template's placeholder Latin, spelled so this file does not contain it.
const templateFiller = new RegExp(['lorem', 'ipsum'].join('\\s+'), 'i');
const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });
const h1Of = (html: string) =>
  html
    .match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

describe('every route of the table', () => {
  it('is prerendered: the route table and the built pages list the same paths', async () => {
    const pages = await builtPages();
    const expected = await routePaths();
    for (const path of expected) assert.ok(pages[path], `${path} was not prerendered`);
    assert.equal(expected.filter((p) => p.startsWith('/services/')).length, 6);
    assert.equal(expected.filter((p) => p.startsWith('/products/')).length, 2);
    assert.ok(expected.includes('/projects/1'));
  });

  it('answers 200 with its heading, title, description, canonical link and Open Graph tags in the raw HTML', async () => {
    const pages = await builtPages();
    for (const path of Object.keys(pages).filter((p) => !p.includes('.'))) {
      const response = await get(path);
      assert.equal(response.status, 200, `${path} answered ${response.status}`);
      const html = await response.text();
      assert.ok(h1Of(html), `${path} has no h1 in its HTML`);
      assert.equal(html.match(/<h1[\s>]/g)?.length, 1, `${path} should have exactly one h1`);
      assert.match(html, /<title>[^<]+<\/title>/, `${path} has no title`);
      assert.match(html, /<meta name="description" content="[^"]{50,}">/, `${path} has no useful description`);
      assert.match(html, new RegExp(`<link rel="canonical" href="${site.url}[^"]*">`), `${path} has no canonical`);
      assert.match(html, /<meta property="og:title" content="[^"]+">/, `${path} has no og:title`);
      assert.ok(!templateFiller.test(html), `${path} contains template filler text`);
    }
  });

  it('shows each service, product and the case study by name on its own page', async () => {
    for (const service of services) {
      assert.equal(h1Of(await (await get(`/services/${service.slug}`)).text()), service.title);
    }
    for (const product of products) {
      assert.equal(h1Of(await (await get(`/products/${product.slug}`)).text()), product.title);
    }
  });

  it('serves /sitemap.xml listing the pages and /robots.txt pointing to it', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    assert.match(sitemap, /<urlset/);
    assert.ok(sitemap.includes(`<loc>${site.url}/services/cloud-infrastructure</loc>`));
    assert.ok(!sitemap.includes('/404<'), 'the 404 page is not for search engines');
    for (const post of posts) assert.ok(sitemap.includes(`<loc>${site.url}/blog-single/${post.slug}</loc>`), post.slug);
    // Each page once, at its canonical URL: the other layouts of the blog and /home are left out.
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    assert.ok(
      !locs.some((loc) =>
        /\/(blog-single-fullwidth|blog-single-left-sidebar|blog-fullwidth|blog-left-sidebar|home)(\/|$)/.test(loc),
      ),
      'a layout variant is listed',
    );
    for (const loc of locs.filter((_, i) => i % 10 === 0)) {
      const html = await (await get(new URL(loc).pathname)).text();
      assert.ok(html.includes(`<link rel="canonical" href="${loc}">`), `${loc} is not its own canonical`);
    }
    const robots = await (await get('/robots.txt')).text();
    assert.ok(robots.includes(`Sitemap: ${site.url}/sitemap.xml`));
  });
});

/** The JSON-LD objects of a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, string | undefined>,
  );

describe('structured data and preloads', () => {
  it('every page names the company in Organization JSON-LD, from the site config', async () => {
    const html = await (await get('/about')).text();
    const data = jsonLd(html);
    const organization = data.find((d) => d['@type'] === 'Organization');
    assert.equal(organization?.name, site.name);
    assert.equal(organization?.email, site.email);
  });

  it('a blog post carries BlogPosting JSON-LD with its headline and date', async () => {
    const pages = await builtPages();
    const postPath = Object.keys(pages).find((p) => p.startsWith('/blog-single/')) ?? '';
    const html = await (await get(postPath)).text();
    const data = jsonLd(html);
    const posting = data.find((d) => d['@type'] === 'BlogPosting');
    assert.equal(posting?.headline, h1Of(html));
    assert.match(posting?.datePublished ?? '', /^\d{4}-\d{2}-\d{2}/);
  });

  it('the home page preloads the picture it opens with', async () => {
    const html = await (await get('/')).text();
    const preload = html.match(/<link rel="preload" as="image" href="([^"]+)"/)?.[1];
    assert.ok(preload, 'no image preload');
    assert.equal((await get(preload)).status, 200);
    assert.ok(html.includes(`src="${preload}"`), 'the preloaded picture is the one shown');
  });
});

describe('paths that name nothing', () => {
  for (const path of [
    '/no-such-page',
    '/services/no-such-service',
    '/projects/2',
    '/blog-single/no-such-post',
    '/about/extra',
  ]) {
    it(`${path} answers 404 with the 404 screen and a way home`, async () => {
      const response = await get(path);
      assert.equal(response.status, 404);
      const html = await response.text();
      assert.equal(h1Of(html), 'Oops! Page Not Found!');
      assert.match(html, /<a[^>]+href="\/home"[^>]*>Back to home<\/a>/);
    });
  }

  it('an unknown product answers 404 with "Product not found!"', async () => {
    const response = await get('/products/no-such-product');
    assert.equal(response.status, 404);
    assert.equal(h1Of(await response.text()), 'Product not found!');
  });

  it('/404 itself shows the 404 screen', async () => {
    assert.equal(h1Of(await (await get('/404')).text()), 'Oops! Page Not Found!');
  });
});

describe('old links', () => {
  it('/Contact answers 301 to /contact', async () => {
    const response = await get('/Contact');
    assert.equal(response.status, 301);
    assert.equal(new URL(response.headers.get('location') ?? '', server.url).pathname, '/contact');
  });

  it('/product-single/{slug} answers 301 to /products/{slug}', async () => {
    const response = await get('/product-single/crm');
    assert.equal(response.status, 301);
    assert.equal(new URL(response.headers.get('location') ?? '', server.url).pathname, '/products/crm');
  });
});
