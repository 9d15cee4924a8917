import { Island } from '../../src/elements/Island.tsx';
import { useSearch } from 'wouter';
import { blogCopy, blogMeta, posts } from '../../src/content/blog.ts';
import { BlogSearch } from '../../src/sections/BlogSearch.tsx';
import { useHydrated } from '../../src/ui/use-hydrated.ts';
import { BlogArchive } from './BlogArchive.tsx';

/**
 * /blog/search?q=…: the blog search as a page of its own.
 *
 * The server serves prerendered files only, and a free-text query has no file
 * of its own, so this one page is prerendered and answers every ?q=. Without
 * JavaScript (the sidebar's plain GET form lands here) it cannot filter, so it
 * says so and lists every post, with the sidebar's categories and tags to
 * narrow them: the visitor still reaches what they looked for. Once hydrated
 * it reads ?q= and lists the matches. The query is read only after hydration,
 * because the prerendered HTML (which has no query) must match the first render.
 */
export default function BlogSearchPage() {
  return <Island name="BlogSearchPage" component={BlogSearchView} props={{}} />;
}

/** The search page's view: an island as a whole, since what it lists follows the query. */
export function BlogSearchView() {
  const search = useSearch();
  const hydrated = useHydrated();
  const query = hydrated ? (new URLSearchParams(search).get('q') ?? '') : '';
  return (
    <BlogArchive title={blogCopy.archive.searchTitle} posts={query.trim() ? [] : posts} isSearchPage>
      <BlogSearch initialQuery={query} />
      <noscript>
        <p>{blogCopy.search.noScript}</p>
      </noscript>
      {!query.trim() && <h2>{blogCopy.search.allPosts}</h2>}
    </BlogArchive>
  );
}

/** Title and description of the search page. */
export const meta = () => blogMeta.search;
