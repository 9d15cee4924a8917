import type { PageProps } from '../page-types';
import { PagedBlogIndex, blogVariants, pagedMeta, pagedParamSets } from './BlogIndex';

/** /blog-fullwidth/page/{n}: page 2 onwards of the blog list across the full width. */
export default function BlogFullwidthPagedPage({ params }: PageProps) {
  return <PagedBlogIndex variant={blogVariants.fullwidth} params={params} />;
}

/** Title and description of the page; undefined for a page that does not exist. */
export const meta = pagedMeta(blogVariants.fullwidth);

/** Every page after the first. */
export const paramSets = pagedParamSets;
