// Renders every route of the table to static HTML, then writes the sitemap,
// robots.txt, the blog's feed and search index, the server's route map, the images, and precompressed copies.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { postSummaries } from '../../src/content/blog.ts';
import { postHref } from '../../src/content/blog/paths.ts';
import type { Catalogue } from '../../src/content/catalogue.ts';
import { loadCatalogue } from '../../src/content/load-catalogue.ts';
import { matchLocale } from '../../src/content/locales.ts';
import { accentRule } from '../../src/content/page-accent.ts';
import { site } from '../../src/content/site.ts';
import { CatalogueContext } from '../../src/ui/widget-context.ts';
import { App } from '../../pages/App.tsx';
import { notFoundRoute, routes } from '../../pages/route-table.ts';
import { IslandFrame } from '../../pages/IslandFrame.tsx';
import { islandRegistry } from '../../pages/island-registry.ts';
import { routePaths } from '../../pages/route-paths.ts';
import { loadPage } from '../../pages/page-cache.ts';
import { headFor } from '../../pages/head.ts';
import { renderDocument, type AssetManifest } from './document.ts';
import { precompress } from './compress.ts';
import { writeWidgetManifest } from './widget-manifest.ts';
import { writeBlogFeed } from './blog-feed.ts';
import { writeSearchIndex } from './search-index.ts';
import { pageStylesheets } from './page-stylesheet.ts';
import { compileContent } from './content/compile-content.ts';
import { contentSnapshot, pagesToRender, type ContentSnapshot } from './content-snapshot.ts';

const dist = path.resolve('dist');
const started = performance.now();
const assets = JSON.parse(await readFile(path.join(dist, '.build/manifest.json'), 'utf8')) as AssetManifest;
// Each page's part of the stylesheet goes inline, so it paints after one
// request; the server's CSP admits it by its hash (routes.json carries one for
// each page) and nothing else inline.
const css = await readFile(path.join(dist, assets.css), 'utf8');
if (/<\/style/i.test(css)) throw new Error('the site stylesheet contains "</style" and cannot be inlined');
const stylesheets = pageStylesheets(css);

/**
 * Writes `css` to dist/assets/`prefix`-<hash>.css, named by its content (pages
 * that show the same sections share one file); returns its address.
 */
async function writeStylesheet(prefix: string, css: string): Promise<string> {
  const name = `assets/${prefix}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
  await writeFile(path.join(dist, name), css);
  return `/${name}`;
}

// The whole sheet, for the browser to fetch before a client-side navigation.
const wholeSheet = await writeStylesheet('site', stylesheets.whole);
const styleHashes: Record<string, string> = {};

await Promise.all([...routes, notFoundRoute].map(loadPage));
const paths = await routePaths();

/**
 * The page's markup, each island rendered on its own root as the browser will
 * hydrate it (IslandFrame, the same id prefix), in the catalogue of the page's
 * language when it is not English (a landing page in German: its forms speak
 * it, as the browser's island root does, client.tsx). Fails on an island the
 * browser's registry cannot load.
 */
function renderPage(urlPath: string, catalogue: Catalogue | undefined): string {
  let count = 0;
  const islands = {
    nextPrefix: () => `i${count++}-`,
    render: (element: ReactElement, identifierPrefix: string) =>
      renderToString(
        <CatalogueContext.Provider value={catalogue}>
          <IslandFrame ssrPath={urlPath}>{element}</IslandFrame>
        </CatalogueContext.Provider>,
        { identifierPrefix },
      ),
  };
  const html = renderToString(<App ssrPath={urlPath} islands={islands} />);
  for (const [, name = ''] of html.matchAll(/data-island="([^"]*)"/g)) {
    if (!(name in islandRegistry)) throw new Error(`${urlPath}: island "${name}" is not in pages/island-registry.ts`);
  }
  return html;
}

/** Prerenders one path into dist/file; returns the head it was given. */
async function prerender(urlPath: string, file: string) {
  const head = headFor(urlPath);
  const body = renderPage(urlPath, await loadCatalogue(matchLocale(head.lang)));
  const { inline: sections, rest } = stylesheets.of(body, head.theme);
  // A page's own colour goes last in its inline sheet, over tokens.css: the CSP admits this sheet by its
  // hash, where a style attribute would need 'unsafe-inline'.
  const inline = sections + accentRule(head.accent);
  styleHashes[file] = `sha256-${createHash('sha256').update(inline).digest('base64')}`;
  const html = renderDocument(head, body, assets, {
    inline,
    rest: await writeStylesheet('css/rest', rest),
    whole: wholeSheet,
  });
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, html);
  return head;
}

const fileOf = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`);
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const snapshotFile = path.join(dist, '.build/content-snapshot.json');
const routesFile = path.join(dist, '.build/routes.json');
const snapshot = contentSnapshot(compileContent());

// --changed-only (npm run dev, after a content edit): when what changed is some
// posts or landing pages, their pages, and the search index that reads them,
// are written again, and nothing else: the page being edited is served within
// seconds. A page that is new joins the route map, which the server reads at
// its start (dev restarts it). When a list or a script shows what changed too
// (a title, a new post), dev bundles the client again and then renders every page.
const before =
  process.argv.includes('--changed-only') && existsSync(snapshotFile) && existsSync(routesFile)
    ? (JSON.parse(await readFile(snapshotFile, 'utf8')) as ContentSnapshot)
    : undefined;
const only = before && pagesToRender(before, snapshot, paths);
if (only) {
  for (const urlPath of only) await prerender(urlPath, fileOf(urlPath));
  const built = JSON.parse(await readFile(routesFile, 'utf8')) as {
    pages: Record<string, string>;
    styleHashes: Record<string, string>;
  };
  for (const urlPath of only) built.pages[urlPath] = fileOf(urlPath);
  Object.assign(built.styleHashes, styleHashes);
  await writeFile(routesFile, JSON.stringify(built, null, 2));
  await writeSearchIndex(dist, postSummaries);
  await writeFile(snapshotFile, JSON.stringify(snapshot));
  // A picture uploaded with the page is on the page at once.
  await cp('src/assets/images', path.join(dist, 'assets/images'), { recursive: true });
  console.log(`prerendered ${only.length} of ${paths.length} pages, those the content edit changed, in ${seconds()} s`);
  process.exit(0);
}

const pages: Record<string, string> = {};
const indexable: string[] = [];
for (const urlPath of paths) {
  const file = fileOf(urlPath);
  const head = await prerender(urlPath, file);
  if (head.status !== 200) throw new Error(`${urlPath} is in the route table but renders as not found`);
  pages[urlPath] = file;
  // The sitemap lists each page once, at its canonical URL.
  if (!head.noindex && head.canonical === site.url + urlPath) indexable.push(urlPath);
}

// Fallbacks: what the server sends, with status 404, for paths that name nothing.
// The client renders the same markup at any such path, so hydration matches.
await prerender('/__not-found__', '_errors/404.html');
await prerender('/products/__not-found__', '_errors/product-not-found.html');
const fallbacks = [
  { prefix: '/products/', file: '_errors/product-not-found.html' },
  { prefix: '/', file: '_errors/404.html' },
];

// A lastmod says when a page's content changed, which the build knows only for a post (its date). The build's
// own date on every page would tell search engines nothing and make two builds of one commit differ from one
// day to the next (two instances behind one balancer serving different sitemaps).
const postDates = new Map(postSummaries.map((post) => [postHref('/blog-single', post.slug), post.date]));
const lastmod = (urlPath: string) => {
  const date = postDates.get(urlPath);
  return date ? `<lastmod>${date}</lastmod>` : '';
};
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...indexable.map((p) => `<url><loc>${site.url}${p}</loc>${lastmod(p)}</url>`),
  '</urlset>',
].join('\n');
await writeFile(path.join(dist, 'sitemap.xml'), sitemap);
await writeFile(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
pages['/sitemap.xml'] = 'sitemap.xml';
pages['/robots.txt'] = 'robots.txt';
// Both revalidated like pages, so a new post shows in feed readers and in search at once.
for (const [urlPath, file] of [await writeBlogFeed(dist, postSummaries), await writeSearchIndex(dist, postSummaries)])
  pages[urlPath] = file;

await writeWidgetManifest(dist);

// The example pages partners and marketers start from (see /widgets/guide).
await cp('pages/examples', path.join(dist, 'examples'), { recursive: true });
for (const file of ['landing.html', 'partner.html']) pages[`/examples/${file}`] = `examples/${file}`;
await writeFile(routesFile, JSON.stringify({ pages, fallbacks, styleHashes }, null, 2));
await writeFile(snapshotFile, JSON.stringify(snapshot));
await cp('src/assets/images', path.join(dist, 'assets/images'), { recursive: true });
await cp('src/assets/images/favicon.svg', path.join(dist, 'favicon.svg'));

// `npm run dev` leaves compression out: it is most of this step's time, and the server falls back to plain files.
const totals = process.argv.includes('--no-compress') ? { files: 0, bytes: 0, brotli: 0 } : await precompress(dist);
console.log(
  `prerendered ${paths.length} pages + 2 fallbacks in ${seconds()} s; ` +
    `${totals.files} text files, ${(totals.bytes / 1024).toFixed(0)} KB (${(totals.brotli / 1024).toFixed(0)} KB brotli)`,
);
