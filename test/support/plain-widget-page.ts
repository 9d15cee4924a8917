import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { widgetsReady } from './widget-ready.ts';

/** The site's typeface stack, read from the design tokens so the two never disagree. */
export const siteFontFamily = /--it-font-family:\s*([^;]+);/
  .exec(readFileSync(path.resolve('src/styles/tokens.css'), 'utf8'))![1]!
  .trim();

let faces: string | undefined;

/**
 * The site's @font-face rules, read from the built home page, so they name the
 * hashed font files the site itself loads. A page must declare them: Chromium
 * ignores @font-face inside a shadow root.
 */
export function siteFontFaces(): string {
  if (faces) return faces;
  const html = readFileSync(path.resolve('dist/index.html'), 'utf8');
  // Inline today; a linked stylesheet tomorrow would be read the same way.
  const linked = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)]
    .map(([tag]) => /href="(\/[^"]+)"/.exec(tag)?.[1])
    .filter((href) => href !== undefined)
    .map((href) => readFileSync(path.resolve(`dist${href}`), 'utf8'));
  faces = [html, ...linked]
    .flatMap((css) => [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([rule]) => rule))
    .join('\n');
  if (!faces.includes('woff2'))
    throw new Error('no @font-face rule with a woff2 file in dist/index.html or its stylesheets: run the build');
  return faces;
}

/** A tag with its attributes, as HTML. */
export const tagHtml = (tag: string, attributes: Record<string, string> = {}): string =>
  `<${tag} style="--it-font-family: ${siteFontFamily.replaceAll("'", '&#39;')}"${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')}></${tag}>`;

/**
 * A page with no CSS of its own but the site's font, holding the given tags in a
 * wrapper `width` px wide, loading each tag's script from the site. The body's
 * margin is zeroed so a full-width wrapper does not overflow the window. The
 * wrapper starts `offset` (0-1) px down, where the site's section starts within
 * its pixel row: a half-pixel start rounds text and edges differently, and makes
 * an element screenshot one row taller.
 */
export function plainWidgetPage(
  tags: readonly string[],
  { width, offset = 0 }: { width: number; offset?: number },
  body: string,
): string {
  const scripts = tags
    .map((tag) => `<script type="module" src="/widgets/${tag.replace(/^it-/, '')}.js"></script>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Widget on a plain page</title>
<style>
${siteFontFaces()}
body { margin: 0; }
</style>
${scripts}
</head>
<body><div style="height: ${offset}px"></div><div id="wrapper" style="width: ${width}px">${body}</div></body>
</html>`;
}

/**
 * Opens `html` at a made-up address of the site's origin (so the widgets load
 * their scripts, pictures and fonts as on a partner page that serves them from
 * there) and waits until React has adopted every tag's first view.
 */
export async function openPlainPage(page: Page, siteUrl: string, html: string, tags: readonly string[]): Promise<void> {
  const url = `${siteUrl}/__visual/plain.html`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(url);
  await widgetsReady(page, tags);
}
