import { pageMeta } from '../../src/content/pages';
import { InfoPage } from './InfoPage';

/** /widgets. */
export default function WidgetsPage() {
  return <InfoPage copy="widgets" />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.widgets;
