import { pageMeta } from '../../src/content/page-meta';
import { BlogIndex, blogVariants } from './BlogIndex';

/** /blog-fullwidth: the blog list across the full width (page 1). */
export default function BlogFullwidthPage() {
  return <BlogIndex variant={blogVariants.fullwidth} />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.blogFullwidth;
