import { pageMeta } from '../../src/content/page-meta';
import { NotFound } from '../../src/sections/NotFound';

/** /404 and every unknown path. */
export default function NotFoundPage() {
  return <NotFound />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.notFound;
