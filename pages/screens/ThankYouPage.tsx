import { pageMeta } from '../../src/content/pages';
import { InfoPage } from './InfoPage';

/** /thank-you. */
export default function ThankYouPage() {
  return <InfoPage copy="thankYou" />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.thankYou;
