import type { Params, RouteDef } from './page-types.ts';
import { matchPath } from './match-path.ts';

/** Every page of the site, in matching order. Unknown paths fall through to the 404 screen. */
export const routes: readonly RouteDef[] = [
  { path: '/', page: () => import('./screens/HomePage.tsx') },
  { path: '/home', page: () => import('./screens/HomePage.tsx'), canonical: '/' },
  { path: '/home-2', page: () => import('./screens/HomeSplitPage.tsx') },
  { path: '/home-3', page: () => import('./screens/HomeShowcasePage.tsx') },
  { path: '/about', page: () => import('./screens/AboutPage.tsx') },
  { path: '/services', page: () => import('./screens/ServicesPage.tsx') },
  { path: '/services/:slug', page: () => import('./screens/ServiceDetailPage.tsx') },
  { path: '/products', page: () => import('./screens/ProductsPage.tsx') },
  { path: '/products/:slug', page: () => import('./screens/ProductDetailPage.tsx') },
  { path: '/career', page: () => import('./screens/CareerPage.tsx') },
  { path: '/projects/:slug', page: () => import('./screens/ProjectPage.tsx') },
  { path: '/blog', page: () => import('./screens/BlogListPage.tsx'), variant: 'blog' },
  { path: '/blog/page/:page', page: () => import('./screens/BlogListPage.tsx'), variant: 'blog' },
  { path: '/blog/search', page: () => import('./screens/BlogSearchPage.tsx'), noindex: true },
  { path: '/blog/category/:slug', page: () => import('./screens/BlogCategoryPage.tsx') },
  { path: '/blog/tag/:slug', page: () => import('./screens/BlogTagPage.tsx') },
  {
    path: '/blog-left-sidebar',
    page: () => import('./screens/BlogListPage.tsx'),
    variant: 'leftSidebar',
    canonical: '/blog',
  },
  {
    path: '/blog-left-sidebar/page/:page',
    page: () => import('./screens/BlogListPage.tsx'),
    variant: 'leftSidebar',
    canonical: '/blog/page/:page',
  },
  {
    path: '/blog-fullwidth',
    page: () => import('./screens/BlogListPage.tsx'),
    variant: 'fullwidth',
    canonical: '/blog',
  },
  {
    path: '/blog-fullwidth/page/:page',
    page: () => import('./screens/BlogListPage.tsx'),
    variant: 'fullwidth',
    canonical: '/blog/page/:page',
  },
  { path: '/blog-single/:slug', page: () => import('./screens/PostPage.tsx'), variant: 'blog' },
  {
    path: '/blog-single-fullwidth/:slug',
    page: () => import('./screens/PostPage.tsx'),
    variant: 'fullwidth',
    canonical: '/blog-single/:slug',
  },
  {
    path: '/blog-single-left-sidebar/:slug',
    page: () => import('./screens/PostPage.tsx'),
    variant: 'leftSidebar',
    canonical: '/blog-single/:slug',
  },
  { path: '/testimonials', page: () => import('./screens/TestimonialsPage.tsx') },
  { path: '/contact', page: () => import('./screens/ContactPage.tsx') },
  { path: '/tech-stack', page: () => import('./screens/TechStackPage.tsx') },
  { path: '/login', page: () => import('./screens/LoginPage.tsx'), noindex: true },
  { path: '/forgot', page: () => import('./screens/ForgotPage.tsx'), noindex: true },
  { path: '/register', page: () => import('./screens/RegisterPage.tsx'), noindex: true },
  { path: '/privace', page: () => import('./screens/PrivacyPage.tsx') },
  { path: '/terms', page: () => import('./screens/TermsPage.tsx') },
  { path: '/404', page: () => import('./screens/NotFoundPage.tsx'), noindex: true },
  { path: '/lenissmoothscroll', page: () => import('./screens/LenisPage.tsx') },
  { path: '/thank-you', page: () => import('./screens/ThankYouPage.tsx'), noindex: true },
  { path: '/widgets', page: () => import('./screens/WidgetsPage.tsx') },
  { path: '/widgets/guide', page: () => import('./screens/WidgetGuidePage.tsx') },
  { path: '/lp/:slug', page: () => import('./screens/LandingPage.tsx') },
];

/** The 404 screen, for paths no route matches. */
export const notFoundRoute: RouteDef = { path: '*', page: () => import('./screens/NotFoundPage.tsx'), noindex: true };

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
