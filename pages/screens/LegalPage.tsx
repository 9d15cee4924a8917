import { Island } from '../../src/elements/Island.tsx';
import type { LegalDocument } from '../../src/content/types.ts';
import { Faq } from '../../widgets/faq/Faq.tsx';
import { PageTitle } from '../../src/sections/PageTitle.tsx';
import { Picture } from '../../src/ui/Picture.tsx';
import { RichHtml } from '../../src/ui/RichHtml.tsx';
import '../../src/styles/base.css';
import '../../src/styles/legal-page.css';

/** A policy page: title bar, the long text with its two pictures, then the FAQ accordion. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const [first, second] = document.pictures;
  // The second picture sits halfway through the text, where a long page needs a pause.
  const [firstHalf, secondHalf] = document.html;
  return (
    <>
      <PageTitle title={document.title} subtitle="Legal" />
      <article className="it-section it-container it-legal">
        <p className="it-legal__updated">
          Last updated <time dateTime={document.updated}>{document.updated}</time>
        </p>
        <Picture picture={first} priority className="it-legal__image" />
        <RichHtml html={firstHalf} />
        <Picture picture={second} className="it-legal__image" />
        <RichHtml html={secondHalf} />
        <Island name="Faq" component={Faq} props={{}} />
      </article>
    </>
  );
}
