import type { LandingBlock } from '../../src/content/types.ts';
import { Island } from '../../src/elements/Island.tsx';
import { RichHtml } from '../../src/ui/RichHtml.tsx';
import type { LandingSection } from '../landing-sections.ts';
import '../../src/styles/base.css';
import '../../src/styles/form.css';

/** Props of {@link LandingPageBlock}. */
export interface LandingPageBlockProps {
  block: LandingBlock;
  /** The sections the tags render, by widget name (landing-sections.ts). */
  sections: Readonly<Record<string, LandingSection>>;
}

/**
 * One block of a landing page as the site renders it: prose, or a tag's
 * section, an island when it is interactive. The public landing page
 * (LandingPage.tsx) and the editor's builder (pages/admin/) render it, so the
 * builder's preview is the page.
 */
export function LandingPageBlock({ block, sections }: LandingPageBlockProps) {
  if (block.kind === 'prose') {
    return (
      <section className="it-section">
        <div className="it-container">
          <RichHtml html={block.html} />
        </div>
      </section>
    );
  }
  const entry = sections[block.widget];
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
