import type { PageProps } from '../page-types';
import { PagedBlogIndex, blogVariants, pagedMeta, pagedParamSets } from './BlogIndex';

/** /blog/page/{n}: page 2 onwards of 'Latest News', one centred column without a sidebar. */
export default function BlogPagedPage({ params }: PageProps) {
  return <PagedBlogIndex variant={blogVariants.blog} params={params} />;
}

/** Title and description of the page; undefined for a page that does not exist. */
export const meta = pagedMeta(blogVariants.blog);

/** Every page after the first. */
export const paramSets = pagedParamSets;
