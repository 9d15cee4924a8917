import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

/** A phone, as Lighthouse's mobile run emulates one (Moto G Power). */
export const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** How long the page must fetch no script before it counts as settled (idle callbacks run within 2 s). */
const QUIET_MS = 3000;

/**
 * Every JavaScript file of dist/ a page loads in Chromium on a phone before the
 * visitor does anything: loaded, then left alone until no script has been
 * fetched for a while (islands near the first screen wake when the browser is
 * idle, so they count; what waits for a tap, a scroll or a mouse does not).
 */
export async function scriptsBeforeInteraction(
  browser: Browser,
  siteUrl: string,
  urlPath: string,
  dist = 'dist',
): Promise<string[]> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const files = new Set<string>();
  let last = Date.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'script' || url.origin !== siteUrl) return;
    files.add(path.join(dist, url.pathname));
    last = Date.now();
  });
  await page.goto(siteUrl + urlPath, { waitUntil: 'load' });
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
  await context.close();
  return [...files];
}

/**
 * Sentences of every post's body, read from the prerendered post pages (so they
 * are what visitors read, whatever the posts are written in): paragraphs of
 * the article, cut at full stops, long enough to be the post's own words.
 */
export function postSentences(dist: string, postPages: readonly string[]): string[] {
  const sentences = new Set<string>();
  for (const file of postPages) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    const article = /<article class="it-post">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
    for (const [, paragraph = ''] of article.matchAll(/<p>([\s\S]*?)<\/p>/g)) {
      const text = paragraph
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      for (const sentence of text.split(/(?<=[.!?])\s+/))
        if (sentence.length >= 40 && !/&\w+;/.test(sentence)) sentences.add(sentence);
    }
  }
  return [...sentences];
}
