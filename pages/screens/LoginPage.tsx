import { pageMeta } from '../../src/content/pages';
import { InfoPage } from './InfoPage';

/** /login. */
export default function LoginPage() {
  return <InfoPage copy="login" />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.login;
