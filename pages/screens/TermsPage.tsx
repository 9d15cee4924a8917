import { pageMeta } from '../../src/content/page-meta';
import { terms } from '../../src/content/legal';
import { LegalPage } from './LegalPage';

/** /terms: the terms of use. */
export default function TermsPage() {
  return <LegalPage document={terms} />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.terms;
