import type { ComponentType } from 'react';

/** An island's component, loaded when it wakes. */
export type IslandLoader = () => Promise<ComponentType<Record<string, unknown>>>;

const from =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType<never>): IslandLoader =>
  () =>
    load().then((module) => pick(module) as ComponentType<Record<string, unknown>>);

/**
 * Every island the host pages render, by name (the component's file name, which
 * the build's manifest and `npm run bench:size` use to find its chunk). The
 * browser's entry imports this table and nothing else of the app: a section
 * reaches the browser as JavaScript only when an island of it wakes. The
 * prerender fails on an island whose name is missing here. The widgets'
 * islands are the catalogue's entries marked `island` (widgets/catalogue.ts);
 * they are imported here by name, not through the catalogue, whose contracts
 * this first script must not carry, and test/widgets/catalogue.test.ts names
 * any the catalogue asks for that is missing.
 */
export const islandRegistry: Record<string, IslandLoader> = {
  Header: from(
    () => import('../src/layout/Header.tsx'),
    (m) => m.Header,
  ),
  MobileMenu: from(
    () => import('../src/layout/MobileMenu.tsx'),
    (m) => m.MobileMenu,
  ),
  ScrollTop: from(
    () => import('../src/layout/ScrollTop.tsx'),
    (m) => m.ScrollTop,
  ),
  Cursor: from(
    () => import('../src/layout/Cursor.tsx'),
    (m) => m.Cursor,
  ),
  SiteToaster: from(
    () => import('../src/layout/SiteToaster.tsx'),
    (m) => m.SiteToaster,
  ),
  HeroCarousel: from(
    () => import('../widgets/hero-carousel/HeroCarousel.tsx'),
    (m) => m.HeroCarousel,
  ),
  CaseStudies: from(
    () => import('../widgets/case-studies/CaseStudies.tsx'),
    (m) => m.CaseStudies,
  ),
  CoreValues: from(
    () => import('../widgets/core-values/CoreValues.tsx'),
    (m) => m.CoreValues,
  ),
  Clients: from(
    () => import('../widgets/clients/Clients.tsx'),
    (m) => m.Clients,
  ),
  ProjectGallery: from(
    () => import('../src/sections/ProjectGallery.tsx'),
    (m) => m.ProjectGallery,
  ),
  ProductScreenshots: from(
    () => import('../src/sections/ProductScreenshots.tsx'),
    (m) => m.ProductScreenshots,
  ),
  TechStack: from(
    () => import('../widgets/tech-stack/TechStack.tsx'),
    (m) => m.TechStack,
  ),
  Faq: from(
    () => import('../widgets/faq/Faq.tsx'),
    (m) => m.Faq,
  ),
  OfficeMap: from(
    () => import('../src/sections/OfficeMap.tsx'),
    (m) => m.OfficeMap,
  ),
  LenisDemo: from(
    () => import('../src/sections/LenisDemo.tsx'),
    (m) => m.LenisDemo,
  ),
  BlogSearch: from(
    () => import('../src/sections/BlogSearch.tsx'),
    (m) => m.BlogSearch,
  ),
  BlogSearchPage: from(
    () => import('./screens/BlogSearchPage.tsx'),
    (m) => m.BlogSearchView,
  ),
  CareersForm: from(
    () => import('../widgets/careers-form/CareersForm.tsx'),
    (m) => m.CareersForm,
  ),
  CommentForm: from(
    () => import('../src/sections/CommentForm.tsx'),
    (m) => m.CommentForm,
  ),
  ContactForm: from(
    () => import('../widgets/contact-form/ContactForm.tsx'),
    (m) => m.ContactForm,
  ),
  EnquiryForm: from(
    () => import('../widgets/enquiry-form/EnquiryForm.tsx'),
    (m) => m.EnquiryForm,
  ),
  ForgotPassword: from(
    () => import('../widgets/forgot-password/ForgotPassword.tsx'),
    (m) => m.ForgotPassword,
  ),
  SignIn: from(
    () => import('../widgets/sign-in/SignIn.tsx'),
    (m) => m.SignIn,
  ),
  SignUp: from(
    () => import('../widgets/sign-up/SignUp.tsx'),
    (m) => m.SignUp,
  ),
  WidgetConfigurator: from(
    () => import('./widget-docs/WidgetConfigurator.tsx'),
    (m) => m.WidgetConfigurator,
  ),
};
