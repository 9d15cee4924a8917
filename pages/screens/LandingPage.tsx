import { landingPages } from 'virtual:it-content/landing-pages';
import { NotFound } from '../../src/sections/NotFound.tsx';
import { landingSections } from '../landing-sections.ts';
import { LandingPageBlock } from './LandingPageBlock.tsx';
import type { Params, PageProps } from '../page-types.ts';
import '../../src/styles/base.css';
import '../../src/styles/form.css';
import '../../src/styles/page.css';
import '../../src/styles/page-theme.css';

const findLandingPage = (slug: string) => landingPages.find((page) => page.slug === slug);

/** /lp/{slug}: a landing page written in Markdown, its `it-*` tags rendered as the site's own sections. */
export default function LandingPage({ params }: PageProps) {
  const page = findLandingPage(params.slug ?? '');
  if (!page) return <NotFound />;
  return (
    <>
      {page.blocks.map((block, index) => (
        <LandingPageBlock key={index} block={block} sections={landingSections} />
      ))}
    </>
  );
}

/** Title and description of a landing page; undefined for an unknown slug. */
export function meta(params: Params) {
  const page = findLandingPage(params.slug ?? '');
  return page && { title: page.title, description: page.description };
}

/** Whether a landing page asked to stay out of search engines (front matter `noindex: true`). */
export const noindex = (params: Params) => findLandingPage(params.slug ?? '')?.noindex ?? false;

/** The landing page's language, from its front matter (English unless it says `lang`). */
export const lang = (params: Params) => findLandingPage(params.slug ?? '')?.lang ?? 'en';

/** The landing page's palette, from its front matter's `theme`; the site's own when it names none. */
export const theme = (params: Params) => findLandingPage(params.slug ?? '')?.theme;

/** The landing page's own colour, from its front matter's `accent`; the site's blue when it names none. */
export const accent = (params: Params) => findLandingPage(params.slug ?? '')?.accent;

/** The landing pages to prerender. */
export const paramSets = () => landingPages.map(({ slug }) => ({ slug }));
