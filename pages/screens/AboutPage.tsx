import { pageMeta } from '../../src/content/pages';
import { InfoPage } from './InfoPage';

/** /about. */
export default function AboutPage() {
  return <InfoPage copy="about" />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.about;
