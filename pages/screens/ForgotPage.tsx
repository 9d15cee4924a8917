import { pageMeta } from '../../src/content/pages';
import { InfoPage } from './InfoPage';

/** /forgot. */
export default function ForgotPage() {
  return <InfoPage copy="forgot" />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.forgot;
