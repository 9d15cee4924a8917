import { pageMeta } from '../../src/content/pages';
import { BlogIndex } from './BlogIndex';

/** /blog: 'Latest News', one centred column without a sidebar. */
export default function BlogPage() {
  return <BlogIndex layout="centered" copy="blog" postBase="/blog-single" />;
}

/** Title and description of the page. */
export const meta = () => pageMeta.blog;
