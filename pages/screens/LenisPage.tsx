import { pageMeta } from '../../src/content/pages';
import { InfoPage } from './InfoPage';

/** /lenissmoothscroll. */
export default function LenisPage() {
  return <InfoPage copy="lenis" />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.lenis;
