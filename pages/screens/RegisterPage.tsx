import { pageMeta } from '../../src/content/pages';
import { InfoPage } from './InfoPage';

/** /register. */
export default function RegisterPage() {
  return <InfoPage copy="register" />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.register;
