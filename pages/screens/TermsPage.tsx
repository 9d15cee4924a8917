import { pageMeta } from '../../src/content/page-meta.ts';
import { terms } from '../../src/content/legal.ts';
import { LegalPage } from './LegalPage.tsx';

/** /terms: the terms of use. */
export default function TermsPage() {
  return <LegalPage document={terms} />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.terms;
