import { pageMeta } from '../../src/content/page-meta.ts';
import { privacy } from '../../src/content/legal.ts';
import { LegalPage } from './LegalPage.tsx';

/** /privace (the path keeps the template's spelling): the privacy notice. */
export default function PrivacyPage() {
  return <LegalPage document={privacy} />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.privacy;
