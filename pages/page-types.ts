import type { ComponentType } from 'react';
import type { PageMeta } from '../src/content/types.ts';

// The shapes the route table, the page cache and the screens share. They are
// kept out of route-table.ts, which imports every screen, so that a screen can
// name them without importing the table back (an import circle).

/** Route parameters, as wouter passes them. */
export type Params = Record<string, string | undefined>;

/** What a page component receives. */
export interface PageProps {
  params: Params;
}

/**
 * A lazily loaded page module. It carries its own metadata so that the route
 * table stays small: the client's entry chunk holds no page copy.
 */
export interface PageModule {
  /** Renders the page. */
  default: ComponentType<PageProps>;
  /** The page's title and description; undefined when the params name nothing (a 404). */
  meta: (params: Params) => PageMeta | undefined;
  /** Concrete parameter sets to prerender, for patterns with parameters. */
  paramSets?: () => Params[];
  /** Pictures to preload (paths under /assets/images/): the one the page opens with. */
  preloadImages?: (params: Params) => string[];
  /** Kept out of search engines and the sitemap, for pages whose content decides it (a landing page's noindex). */
  noindex?: (params: Params) => boolean;
  /** The page's language, for <html lang>, where its content decides it (a landing page's lang); English otherwise. */
  lang?: (params: Params) => string;
  /** The page's palette, for <html data-theme>, where its content decides it (a landing page's theme). */
  theme?: (params: Params) => string | undefined;
  /** The page's own colour, #rrggbb, in place of the site's blue, where its content decides it (a landing page's accent). */
  accent?: (params: Params) => string | undefined;
  /** Structured data (schema.org) for the page, beside the site-wide Organization. */
  jsonLd?: (params: Params) => object | undefined;
}

/** One entry of the host's route table. */
export interface RouteDef {
  /** A wouter pattern. */
  path: string;
  page: () => Promise<PageModule>;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
  /**
   * The pattern of the page whose content this one repeats in another layout
   * (the blog's sidebar and full-width variants, /home): its canonical URL,
   * filled with the same params. Such a page stays out of the sitemap.
   */
  canonical?: string;
  /**
   * Which layout of a page module shared by several routes this route shows
   * (the blog lists and posts: 'blog', 'leftSidebar', 'fullwidth'). The page
   * reads it as `params.variant`, beside the pattern's own params.
   */
  variant?: string;
}
