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
 * prerender fails on an island whose name is missing here.
 */
export const islandRegistry: Record<string, IslandLoader> = {
  Header: from(
    () => import('../src/layout/Header'),
    (m) => m.Header,
  ),
  MobileMenu: from(
    () => import('../src/layout/MobileMenu'),
    (m) => m.MobileMenu,
  ),
  ScrollTop: from(
    () => import('../src/layout/ScrollTop'),
    (m) => m.ScrollTop,
  ),
  Cursor: from(
    () => import('../src/layout/Cursor'),
    (m) => m.Cursor,
  ),
  SiteToaster: from(
    () => import('../src/layout/SiteToaster'),
    (m) => m.SiteToaster,
  ),
  HeroSlides: from(
    () => import('../src/sections/HeroSlides'),
    (m) => m.HeroSlides,
  ),
  Stats: from(
    () => import('../src/sections/Stats'),
    (m) => m.Stats,
  ),
  CaseStudySlider: from(
    () => import('../src/sections/CaseStudySlider'),
    (m) => m.CaseStudySlider,
  ),
  CoreValues: from(
    () => import('../src/sections/CoreValues'),
    (m) => m.CoreValues,
  ),
  ClientLogos: from(
    () => import('../src/sections/ClientLogos'),
    (m) => m.ClientLogos,
  ),
  ProjectGallery: from(
    () => import('../src/sections/ProjectGallery'),
    (m) => m.ProjectGallery,
  ),
  ProductScreenshots: from(
    () => import('../src/sections/ProductScreenshots'),
    (m) => m.ProductScreenshots,
  ),
  TechStack: from(
    () => import('../src/sections/TechStack'),
    (m) => m.TechStack,
  ),
  Faq: from(
    () => import('../src/sections/Faq'),
    (m) => m.Faq,
  ),
  OfficeMap: from(
    () => import('../src/sections/OfficeMap'),
    (m) => m.OfficeMap,
  ),
  LenisDemo: from(
    () => import('../src/sections/LenisDemo'),
    (m) => m.LenisDemo,
  ),
  BlogSearch: from(
    () => import('../src/sections/BlogSearch'),
    (m) => m.BlogSearch,
  ),
  BlogSearchPage: from(
    () => import('./screens/BlogSearchPage'),
    (m) => m.BlogSearchView,
  ),
  CareersForm: from(
    () => import('../src/sections/CareersForm'),
    (m) => m.CareersForm,
  ),
  CommentForm: from(
    () => import('../src/sections/CommentForm'),
    (m) => m.CommentForm,
  ),
  ContactForm: from(
    () => import('../src/sections/ContactForm'),
    (m) => m.ContactForm,
  ),
  EnquiryForm: from(
    () => import('../src/sections/EnquiryForm'),
    (m) => m.EnquiryForm,
  ),
  ForgotPassword: from(
    () => import('../src/sections/ForgotPassword'),
    (m) => m.ForgotPassword,
  ),
  SignIn: from(
    () => import('../src/sections/SignIn'),
    (m) => m.SignIn,
  ),
  SignUp: from(
    () => import('../src/sections/SignUp'),
    (m) => m.SignUp,
  ),
};
