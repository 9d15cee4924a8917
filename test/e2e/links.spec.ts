// A crawl of the built site from /, following every link and every src: nothing
// internal is broken, and no page asks another origin for anything while loading.
import { company } from '../../src/content/company.ts';
import { builtPages } from '../support/built-pages.ts';
import { expect, test } from '../support/e2e-test.ts';

/** Links and loaded resources of a page; a <link> only where it loads something (not rel=canonical). */
function references(html: string) {
  const found: { tag: string; attribute: string; value: string }[] = [];
  for (const [element, tag = ''] of html.matchAll(/<(a|link|script|img|source|iframe)\b[^>]*>/g)) {
    if (tag === 'link' && !/\srel="(stylesheet|preload|modulepreload|icon)"/.test(element)) continue;
    const [, attribute = '', value = ''] = element.match(/\s(href|src)="([^"]+)"/) ?? [];
    if (value) found.push({ tag, attribute, value: value.replaceAll('&amp;', '&') });
  }
  return found;
}

test.describe('links and assets', () => {
  test('every internal link and asset reachable from / and from every built page answers 200 (or a 301 to a page that does)', async ({
    request,
    baseURL,
  }) => {
    const origin = baseURL!;
    // Some pages are linked from nowhere on purpose (/login, /thank-you): seed them too.
    const queue = ['/', ...Object.keys(await builtPages()).filter((p) => p !== '/')];
    const seen = new Set(queue);
    const broken: string[] = [];
    const offsite: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift() ?? '/';
      const response = await request.get(origin + path);
      if (response.status() !== 200) {
        broken.push(`${path} answered ${response.status()}`);
        continue;
      }
      if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
      const html = await response.text();
      for (const ref of references(html)) {
        if (ref.value.startsWith('mailto:') || ref.value.startsWith('tel:') || ref.value.startsWith('#')) continue;
        const found = new URL(ref.value, origin + path);
        // A section that links to the company's site by its public address (a widget's links do) is internal too.
        const url = found.origin === company.url ? new URL(found.pathname + found.search, origin) : found;
        if (url.origin !== origin) {
          // Outbound links are fine; resources loaded from elsewhere are not.
          if (ref.tag !== 'a') offsite.push(`${path}: <${ref.tag} ${ref.attribute}="${ref.value}">`);
          continue;
        }
        const next = url.pathname + url.search;
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(offsite).toEqual([]);
    expect(seen.size, `the crawl reached only ${seen.size} addresses`).toBeGreaterThan(80);
  });
});
