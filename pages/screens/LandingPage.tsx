import { landingPages } from 'virtual:it-content/landing-pages';
import type { LandingBlock } from '../../src/content/types';
import { Island } from '../../src/elements/Island';
import { NotFound } from '../../src/sections/NotFound';
import { RichHtml } from '../../src/ui/RichHtml';
import { landingSections } from '../landing-sections';
import type { Params, PageProps } from '../page-types';
import '../../src/styles/base.css';
import '../../src/styles/form.css';
import '../../src/styles/page.css';
import '../../src/styles/page-theme.css';

const findLandingPage = (slug: string) => landingPages.find((page) => page.slug === slug);

function Block({ block }: { block: LandingBlock }) {
  if (block.kind === 'prose') {
    return (
      <section className="it-section">
        <div className="it-container">
          <RichHtml html={block.html} />
        </div>
      </section>
    );
  }
  const entry = landingSections[block.widget];
  // The build checked the tag against the widget catalogue, which the sections are made from.
  if (!entry) throw new Error(`no section renders <it-${block.widget}> on landing pages (widgets/catalogue.ts)`);
  const { component: Section, island, waitsForUse, unboxed } = entry;
  const section = island ? (
    <Island name={island} component={Section} props={block.props} wake={waitsForUse ? 'used-or-scrolled' : undefined} />
  ) : (
    <Section {...block.props} />
  );
  if (!unboxed) return section;
  // A form keeps /contact's readable measure, centred; the other unboxed sections take the container.
  const measure = block.widget.endsWith('-form') ? ' it-form-section' : '';
  return <div className={`it-section it-container${measure}`}>{section}</div>;
}

/** /lp/{slug}: a landing page written in Markdown, its `it-*` tags rendered as the site's own sections. */
export default function LandingPage({ params }: PageProps) {
  const page = findLandingPage(params.slug ?? '');
  if (!page) return <NotFound />;
  return (
    <>
      {page.blocks.map((block, index) => (
        <Block key={index} block={block} />
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

/** The landing pages to prerender. */
export const paramSets = () => landingPages.map(({ slug }) => ({ slug }));
