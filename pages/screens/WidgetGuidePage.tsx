import { pageMeta } from '../../src/content/page-meta.ts';
import { guideCopy } from '../../src/content/widgets/gallery.ts';
import { widgetGuide } from '../../src/content/widgets/guide.ts';
import { RichHtml } from '../../src/ui/RichHtml.tsx';
import { widgetCatalog } from '../../widgets/catalogue.ts';
import { guideReference } from '../widget-docs/guide-reference.tsx';
import { InfoPage } from './InfoPage.tsx';
import '../../src/styles/base.css';
import '../../src/styles/widget-guide.css';

/**
 * /widgets/guide: the partners' embedding guide. The prose is Markdown
 * (src/content/widgets/guide.md); each section is followed by the reference
 * made from the contracts, so the two never disagree. All of it is HTML: the
 * page wakes no island of its own.
 */
export default function WidgetGuidePage() {
  const reference = guideReference(widgetCatalog);
  // A reference whose section the Markdown lost would vanish unseen: stop the prerender instead.
  const lost = Object.keys(reference).filter((id) => !widgetGuide.sections.some((section) => section.id === id));
  if (lost.length > 0) throw new Error(`src/content/widgets/guide.md needs the sections ${lost.join(', ')}`);
  return (
    <InfoPage copy="widgetGuide">
      <article className="it-section it-container it-guide">
        <RichHtml html={widgetGuide.intro} />
        <nav className="it-guide__contents" aria-labelledby="it-guide-contents">
          <h2 id="it-guide-contents" className="it-eyebrow">
            {guideCopy.contents}
          </h2>
          <ol>
            {widgetGuide.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {widgetGuide.sections.map((section) => (
          <section key={section.id} className="it-guide__section" aria-labelledby={section.id}>
            <RichHtml html={section.html} />
            {reference[section.id]}
          </section>
        ))}
      </article>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.widgetGuide;
