import { pageMeta } from '../../src/content/pages';
import { BlogIndex } from './BlogIndex';

/** /blog-fullwidth: the blog list across the full width. */
export default function BlogFullwidthPage() {
  return <BlogIndex layout="fullwidth" copy="blogFullwidth" postBase="/blog-single-fullwidth" />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.blogFullwidth;
