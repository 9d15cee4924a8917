import type { ReactNode } from 'react';
import { blogCopy } from '../../src/content/blog.ts';
import type { BlogPost } from '../../src/content/types.ts';
import { BlogColumns } from '../../src/sections/BlogColumns.tsx';
import { BlogList } from '../../src/sections/BlogList.tsx';
import { BlogSidebar } from '../../src/sections/BlogSidebar.tsx';
import { PageTitle } from '../../src/sections/PageTitle.tsx';

/** Props of {@link BlogArchive}. */
export interface BlogArchiveProps {
  title: string;
  /** The posts listed, all on one page (a category or tag holds a handful). */
  posts: readonly BlogPost[];
  /** Shown above the list (the search page's form). */
  children?: ReactNode;
  /** The search page carries its own search box, so the sidebar leaves its one out. */
  isSearchPage?: boolean;
}

/** A filtered blog list (category, tag, search) with the sidebar on the left, where its links come from. */
export function BlogArchive({ title, posts, children, isSearchPage = false }: BlogArchiveProps) {
  return (
    <>
      <PageTitle title={title} subtitle={blogCopy.postSubtitle} crumb={blogCopy.crumb} />
      <BlogColumns layout="left-sidebar" sidebar={<BlogSidebar withoutSearch={isSearchPage} />}>
        {children}
        {posts.length > 0 && <BlogList posts={posts} />}
      </BlogColumns>
    </>
  );
}
