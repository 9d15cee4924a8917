import { pageMeta } from '../../src/content/page-meta';
import { BlogIndex, blogVariants } from './BlogIndex';

/** /blog-left-sidebar: the blog list with the sidebar on the left (page 1). */
export default function BlogLeftSidebarPage() {
  return <BlogIndex variant={blogVariants.leftSidebar} />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.blogLeftSidebar;
