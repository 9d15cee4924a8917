import { site } from '../../src/content/site.ts';
import { renderHeadTags, type HeadData } from '../../pages/head.ts';

/** What the client build left for the prerender, written by rollup.config.ts. */
export interface AssetManifest {
  /** The site's stylesheet, relative to dist/, which the prerender splits for each page. */
  css: string;
  /** The boot script, the page's only script tag (it wakes the islands). */
  js: string;
  font: string;
}

/** The Organization JSON-LD, from the site config; `<` escaped so no text can close the script. */
function organizationJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: `${site.url}/assets/images/logo.svg`,
    email: site.email,
    telephone: site.phone.display,
    foundingDate: String(site.foundedYear),
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address.slice(0, -2).join(', '),
      addressLocality: office.city,
      addressCountry: office.region,
    })),
    sameAs: site.socials.map((social) => social.href),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A page's stylesheet: its part, inlined; the address of the rest; the address of the whole. */
export interface DocumentStyles {
  inline: string;
  rest: string;
  whole: string;
}

/** A whole prerendered HTML document around the app's markup. */
export function renderDocument(head: HeadData, appHtml: string, assets: AssetManifest, css: DocumentStyles): string {
  return [
    '<!doctype html>',
    `<html lang="${head.lang}"${head.theme ? ` data-theme="${head.theme}"` : ''}${head.accent ? ` data-accent="${head.accent}"` : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    renderHeadTags(head),
    '<meta name="theme-color" content="#0b1b3f">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="preload" href="${assets.font}" as="font" type="font/woff2" crossorigin>`,
    `<style>${css.inline}</style>`,
    // What React may render that the prerender did not needs more of the sheet:
    // the rest of it when an island wakes, the whole before another page.
    `<script type="module" src="${assets.js}" fetchpriority="low" data-stylesheet="${css.whole}" data-stylesheet-rest="${css.rest}"></script>`,
    `<script type="application/ld+json">${organizationJsonLd()}</script>`,
    '</head>',
    `<body><div id="root">${appHtml}</div></body>`,
    '</html>',
  ].join('\n');
}
