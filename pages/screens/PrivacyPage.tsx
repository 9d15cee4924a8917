import { pageMeta } from '../../src/content/page-meta';
import { privacy } from '../../src/content/legal';
import { LegalPage } from './LegalPage';

/** /privace (the path keeps the template's spelling): the privacy notice. */
export default function PrivacyPage() {
  return <LegalPage document={privacy} />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.privacy;
