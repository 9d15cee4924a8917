import type { Params, RouteDef } from './page-types';
import { matchPath } from './match-path';

/** Every page of the site, in matching order. Unknown paths fall through to the 404 screen. */
export const routes: readonly RouteDef[] = [
  { path: '/', page: () => import('./screens/HomePage') },
  { path: '/home', page: () => import('./screens/HomePage'), canonical: '/' },
  { path: '/home-2', page: () => import('./screens/HomeSplitPage') },
  { path: '/home-3', page: () => import('./screens/HomeShowcasePage') },
  { path: '/about', page: () => import('./screens/AboutPage') },
  { path: '/services', page: () => import('./screens/ServicesPage') },
  { path: '/services/:slug', page: () => import('./screens/ServiceDetailPage') },
  { path: '/products', page: () => import('./screens/ProductsPage') },
  { path: '/products/:slug', page: () => import('./screens/ProductDetailPage') },
  { path: '/career', page: () => import('./screens/CareerPage') },
  { path: '/projects/:slug', page: () => import('./screens/ProjectPage') },
  { path: '/blog', page: () => import('./screens/BlogListPage'), variant: 'blog' },
  { path: '/blog/page/:page', page: () => import('./screens/BlogListPage'), variant: 'blog' },
  { path: '/blog/search', page: () => import('./screens/BlogSearchPage'), noindex: true },
  { path: '/blog/category/:slug', page: () => import('./screens/BlogCategoryPage') },
  { path: '/blog/tag/:slug', page: () => import('./screens/BlogTagPage') },
  {
    path: '/blog-left-sidebar',
    page: () => import('./screens/BlogListPage'),
    variant: 'leftSidebar',
    canonical: '/blog',
  },
  {
    path: '/blog-left-sidebar/page/:page',
    page: () => import('./screens/BlogListPage'),
    variant: 'leftSidebar',
    canonical: '/blog/page/:page',
  },
  { path: '/blog-fullwidth', page: () => import('./screens/BlogListPage'), variant: 'fullwidth', canonical: '/blog' },
  {
    path: '/blog-fullwidth/page/:page',
    page: () => import('./screens/BlogListPage'),
    variant: 'fullwidth',
    canonical: '/blog/page/:page',
  },
  { path: '/blog-single/:slug', page: () => import('./screens/PostPage'), variant: 'blog' },
  {
    path: '/blog-single-fullwidth/:slug',
    page: () => import('./screens/PostPage'),
    variant: 'fullwidth',
    canonical: '/blog-single/:slug',
  },
  {
    path: '/blog-single-left-sidebar/:slug',
    page: () => import('./screens/PostPage'),
    variant: 'leftSidebar',
    canonical: '/blog-single/:slug',
  },
  { path: '/testimonials', page: () => import('./screens/TestimonialsPage') },
  { path: '/contact', page: () => import('./screens/ContactPage') },
  { path: '/tech-stack', page: () => import('./screens/TechStackPage') },
  { path: '/login', page: () => import('./screens/LoginPage'), noindex: true },
  { path: '/forgot', page: () => import('./screens/ForgotPage'), noindex: true },
  { path: '/register', page: () => import('./screens/RegisterPage'), noindex: true },
  { path: '/privace', page: () => import('./screens/PrivacyPage') },
  { path: '/terms', page: () => import('./screens/TermsPage') },
  { path: '/404', page: () => import('./screens/NotFoundPage'), noindex: true },
  { path: '/lenissmoothscroll', page: () => import('./screens/LenisPage') },
  { path: '/thank-you', page: () => import('./screens/ThankYouPage'), noindex: true },
  { path: '/widgets', page: () => import('./screens/WidgetsPage') },
  { path: '/widgets/guide', page: () => import('./screens/WidgetGuidePage') },
  { path: '/lp/:slug', page: () => import('./screens/LandingPage') },
];

/** The 404 screen, for paths no route matches. */
export const notFoundRoute: RouteDef = { path: '*', page: () => import('./screens/NotFoundPage'), noindex: true };

/** Old addresses that answer 301 (the server) or redirect in the app (client navigation). */
export const redirects: readonly { from: string; to: (params: Params) => string }[] = [
  { from: '/product-single/:slug', to: (p) => `/products/${p.slug ?? ''}` },
];

/** The route a path renders, with its params; the 404 route when none matches. */
export function resolveRoute(path: string): { route: RouteDef; params: Params } {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params: { ...params, ...(route.variant && { variant: route.variant }) } };
  }
  return { route: notFoundRoute, params: {} };
}

/** A pattern filled with params: '/services/:slug' + {slug:'ui-ux'} → '/services/ui-ux'. */
export function fillPath(pattern: string, params: Params): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
