import { pageMeta } from '../../src/content/page-meta.ts';
import { NotFound } from '../../src/sections/NotFound.tsx';

/** /404 and every unknown path. */
export default function NotFoundPage() {
  return <NotFound />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.notFound;
