import type { PageProps } from '../page-types';
import { PagedBlogIndex, blogVariants, pagedMeta, pagedParamSets } from './BlogIndex';

/** /blog-left-sidebar/page/{n}: page 2 onwards of the blog list with the sidebar on the left. */
export default function BlogLeftSidebarPagedPage({ params }: PageProps) {
  return <PagedBlogIndex variant={blogVariants.leftSidebar} params={params} />;
}

/** Title and description of the page; undefined for a page that does not exist. */
export const meta = pagedMeta(blogVariants.leftSidebar);

/** Every page after the first. */
export const paramSets = pagedParamSets;
