import type { LegalDocument } from '../../src/content/types';
import { PageTitle } from '../../src/sections/PageTitle';
import { Picture } from '../../src/ui/Picture';
import { RichText } from '../../src/ui/RichText';

/** A policy page: title bar, the long text and its two pictures. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const [first, second] = document.pictures;
  return (
    <>
      <PageTitle title={document.title} />
      <article className="it-section it-container it-legal">
        <p className="it-legal__updated">
          Last updated <time dateTime={document.updated}>{document.updated}</time>
        </p>
        <Picture picture={first} priority />
        <RichText blocks={document.body} />
        <Picture picture={second} />
      </article>
    </>
  );
}
