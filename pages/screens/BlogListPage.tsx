import { pageMeta } from '../../src/content/page-meta.ts';
import type { PageProps, Params } from '../page-types.ts';
import { BlogIndex, PagedBlogIndex, blogVariant, pagedMeta, pagedParamSets } from './BlogIndex.tsx';

/**
 * The blog list in the layout the route names (`/blog`, `/blog-left-sidebar`,
 * `/blog-fullwidth`): page 1 at the list's own address, page 2 onwards at
 * `…/page/{n}`.
 */
export default function BlogListPage({ params }: PageProps) {
  const variant = blogVariant(params);
  return params.page === undefined ? (
    <BlogIndex variant={variant} />
  ) : (
    <PagedBlogIndex variant={variant} params={params} />
  );
}

/** Title and description of the page; undefined for a page that does not exist. */
export const meta = (params: Params) =>
  params.page === undefined ? pageMeta[blogVariant(params).copy] : pagedMeta(blogVariant(params))(params);

/** Every page after the first (for the `…/page/:page` routes). */
export const paramSets = pagedParamSets;
