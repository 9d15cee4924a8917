import { blogFeed } from '../src/content/blog-feed.ts';
import { site } from '../src/content/site.ts';
import { pageMeta } from '../src/content/page-meta.ts';
import { escapeHtml } from '../src/forms/escape-html.ts';
import { fillPath, resolveRoute } from './route-table.ts';
import { loadedPage } from './page-cache.ts';

/** Everything the <head> says about one path, and the status it is served with. */
export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  /** The page's language, its <html lang>. */
  lang: string;
  /** The page's palette, its <html data-theme> ('light', 'dark' or 'auto'), when it chose one. */
  theme?: string;
  /** The page's own colour (#rrggbb), set at the end of its inline stylesheet (src/content/page-accent.ts). */
  accent?: string;
  status: 200 | 404;
  /** Pictures the page opens with, preloaded. */
  preloadImages: string[];
  /** The page's own structured data, if any. */
  jsonLd?: object;
  /** The feed a page links as its alternate (every blog page links the blog's RSS feed). */
  feed?: { title: string; href: string };
}

// Every blog page: the lists, their pages, archives, search and the posts in each layout.
const isBlogRoute = (pattern: string) => /^\/blog(?:$|[/-])/.test(pattern);

/** Title, description, canonical URL and status of a path (whose page module has loaded). */
export function headFor(path: string): HeadData {
  const { route, params } = resolveRoute(path);
  // The page's module is loaded by now: the prerender loads all, the client the current one.
  const module = loadedPage(route);
  const meta = module?.meta(params);
  const found = meta !== undefined && route.path !== '*';
  const page = meta ?? pageMeta.notFound;
  return {
    title: page.title.includes(site.name) ? page.title : `${page.title} | ${site.name}`,
    description: page.description,
    canonical: site.url + (route.canonical ? fillPath(route.canonical, params) : path),
    noindex: !found || Boolean(route.noindex) || Boolean(module?.noindex?.(params)),
    lang: (found && module?.lang?.(params)) || 'en',
    theme: found ? module?.theme?.(params) : undefined,
    accent: found ? module?.accent?.(params) : undefined,
    status: found ? 200 : 404,
    preloadImages: found ? (module?.preloadImages?.(params) ?? []) : [],
    jsonLd: found ? module?.jsonLd?.(params) : undefined,
    feed: found && isBlogRoute(route.path) ? { title: blogFeed.title, href: site.url + blogFeed.path } : undefined,
  };
}

/** The head's page-specific tags as HTML, for the prerendered document. */
export function renderHeadTags(head: HeadData): string {
  const e = escapeHtml;
  return [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${e(head.canonical)}">`,
    head.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${e(head.feed.title)}" href="${e(head.feed.href)}">`
      : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${e(site.name)}">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:url" content="${e(head.canonical)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${e(head.title)}">`,
    `<meta name="twitter:description" content="${e(head.description)}">`,
    ...head.preloadImages.map(
      (src) => `<link rel="preload" as="image" href="/assets/images/${e(src)}" fetchpriority="high">`,
    ),
    // `<` escaped so that no text in the data can close the script element.
    head.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('');
}
