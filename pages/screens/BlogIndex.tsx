import {
  blogCopy,
  blogMeta,
  pageCount,
  postsOnPage,
  type BlogListBase,
  type PostBase,
} from '../../src/content/blog.ts';
import { pageCopy } from '../../src/content/page-copy.ts';
import { pageMeta } from '../../src/content/page-meta.ts';
import { BlogColumns, type BlogLayout } from '../../src/sections/BlogColumns.tsx';
import { BlogList } from '../../src/sections/BlogList.tsx';
import { BlogPagination } from '../../src/sections/BlogPagination.tsx';
import { BlogSidebar } from '../../src/sections/BlogSidebar.tsx';
import { NotFound } from '../../src/sections/NotFound.tsx';
import { PageTitle } from '../../src/sections/PageTitle.tsx';
import type { Params } from '../page-types.ts';
import '../../src/styles/page.css';

export type { BlogLayout } from '../../src/sections/BlogColumns.tsx';

/** One of the three blog layouts: the list's address, layout and copy, and the address and layout of its posts. */
export interface BlogVariant {
  base: BlogListBase;
  layout: BlogLayout;
  copy: 'blog' | 'blogLeftSidebar' | 'blogFullwidth';
  postBase: PostBase;
  postLayout: BlogLayout;
}

/** The three blog layouts of the template; the route table names one per route (`variant`). */
export const blogVariants = {
  blog: { base: '/blog', layout: 'centered', copy: 'blog', postBase: '/blog-single', postLayout: 'right-sidebar' },
  leftSidebar: {
    base: '/blog-left-sidebar',
    layout: 'left-sidebar',
    copy: 'blogLeftSidebar',
    postBase: '/blog-single-left-sidebar',
    postLayout: 'left-sidebar',
  },
  fullwidth: {
    base: '/blog-fullwidth',
    layout: 'fullwidth',
    copy: 'blogFullwidth',
    postBase: '/blog-single-fullwidth',
    postLayout: 'fullwidth',
  },
} as const satisfies Record<string, BlogVariant>;

/** The layout a route names in `params.variant`; the main blog's when it names none. */
export const blogVariant = (params: Params): BlogVariant =>
  blogVariants[(params.variant ?? 'blog') as keyof typeof blogVariants] ?? blogVariants.blog;

/** The page number a /page/{n} address names, or undefined when it names no page after the first. */
export function parsePage(params: Params): number | undefined {
  const page = /^[1-9]\d*$/.test(params.page ?? '') ? Number(params.page) : undefined;
  return page !== undefined && page >= 2 && page <= pageCount() ? page : undefined;
}

/** Page `page` of a blog list: title bar, intro, three posts and the pagination. */
export function BlogIndex({ variant, page = 1 }: { variant: BlogVariant; page?: number }) {
  const { title, subtitle, intro } = pageCopy[variant.copy];
  return (
    <>
      <PageTitle title={blogCopy.pageTitle(title, page)} subtitle={subtitle} crumb={blogCopy.crumb} />
      <BlogColumns layout={variant.layout} sidebar={<BlogSidebar postBase={variant.postBase} />}>
        <p className="it-intro__text">{intro}</p>
        <BlogList posts={postsOnPage(page)} postBase={variant.postBase} />
        <BlogPagination base={variant.base} page={page} total={pageCount()} />
      </BlogColumns>
    </>
  );
}

/** Page 2 onwards of a list; the 404 screen for a page that does not exist. */
export function PagedBlogIndex({ variant, params }: { variant: BlogVariant; params: Params }) {
  const page = parsePage(params);
  return page ? <BlogIndex variant={variant} page={page} /> : <NotFound />;
}

/** The `meta` of a list's later pages: the list's own title and description, numbered. */
export const pagedMeta = (variant: BlogVariant) => (params: Params) => {
  const page = parsePage(params);
  return page ? blogMeta.page(pageCopy[variant.copy].title, page, pageMeta[variant.copy].description) : undefined;
};

/** The `paramSets` of a list's later pages: 2 to the last. */
export const pagedParamSets = () =>
  Array.from({ length: pageCount() - 1 }, (_, index) => ({ page: String(index + 2) }));
