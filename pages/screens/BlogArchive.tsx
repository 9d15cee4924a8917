import type { ReactNode } from 'react';
import { blogCopy } from '../../src/content/blog';
import type { BlogPost } from '../../src/content/types';
import { BlogColumns } from '../../src/sections/BlogColumns';
import { BlogList } from '../../src/sections/BlogList';
import { BlogSidebar } from '../../src/sections/BlogSidebar';
import { PageTitle } from '../../src/sections/PageTitle';

/** Props of {@link BlogArchive}. */
export interface BlogArchiveProps {
  title: string;
  /** The posts listed, all on one page (a category or tag holds a handful). */
  posts: readonly BlogPost[];
  /** Shown above the list (the search page's form). */
  children?: ReactNode;
}

/** A filtered blog list (category, tag, search) with the sidebar on the left, where its links come from. */
export function BlogArchive({ title, posts, children }: BlogArchiveProps) {
  return (
    <>
      <PageTitle title={title} subtitle={blogCopy.postSubtitle} crumb={blogCopy.crumb} />
      <BlogColumns layout="left-sidebar" sidebar={<BlogSidebar />}>
        {children}
        {posts.length > 0 && <BlogList posts={posts} />}
      </BlogColumns>
    </>
  );
}
