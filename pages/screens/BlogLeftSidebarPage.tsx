import { pageMeta } from '../../src/content/pages';
import { BlogIndex } from './BlogIndex';

/** /blog-left-sidebar: the blog list with the sidebar on the left. */
export default function BlogLeftSidebarPage() {
  return <BlogIndex layout="left-sidebar" copy="blogLeftSidebar" postBase="/blog-single-left-sidebar" />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.blogLeftSidebar;
