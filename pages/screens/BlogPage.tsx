import { pageMeta } from '../../src/content/page-meta';
import { BlogIndex, blogVariants } from './BlogIndex';

/** /blog: 'Latest News', one centred column without a sidebar (page 1). */
export default function BlogPage() {
  return <BlogIndex variant={blogVariants.blog} />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.blog;
