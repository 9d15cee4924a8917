import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { widgetsReady } from './widget-ready.ts';

/** What a made-up partner page holds besides its tags, and how its server answers. */
export interface PartnerPageOptions {
  /** The page's own CSS, in a <style> of its head (none without it, which a strict CSP would refuse). */
  css?: string;
  /** The page's Content-Security-Policy header; `{site}` stands for the site's origin. */
  csp?: string;
  /** The page's language and direction, on its <html> (English, left to right, without them). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** The page's HTML: `body`, with each tag's script from the site, as a partner embeds them. */
function partnerHtml(
  siteUrl: string,
  tags: readonly string[],
  body: string,
  { css = '', lang = 'en', dir }: PartnerPageOptions,
): string {
  const scripts = [...new Set(tags)]
    .map((tag) => `<script type="module" src="${siteUrl}/widgets/${tag.replace(/^it-/, '')}.js"></script>`)
    .join('\n');
  return `<!doctype html>
<html lang="${lang}"${dir ? ` dir="${dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A partner's page</title>
${css && `<style>${css}</style>`}
${scripts}
</head>
<body>${body}</body>
</html>`;
}

/**
 * Opens a partner's page holding `body`, served by a server of its own on
 * another origin than the site's (a real one on loopback: Chromium refuses
 * a page it cannot place in an address space the right to reach the site's
 * loopback server), and waits until React has adopted every tag. The server
 * closes when the page does.
 */
export async function openPartnerPage(
  page: Page,
  siteUrl: string,
  tags: readonly string[],
  body: string,
  options: PartnerPageOptions = {},
): Promise<void> {
  const html = partnerHtml(siteUrl, tags, body, options);
  const { csp } = options;
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  if (csp) headers['content-security-policy'] = csp.replaceAll('{site}', siteUrl);
  const server = createServer((_request, response) => response.writeHead(200, headers).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  page.once('close', () => server.close());
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await widgetsReady(page, [...new Set(tags)]);
}
