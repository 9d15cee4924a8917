import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
// Straight from the modules, not the blog's index module: the box must not reach the posts' text.
import { blogCopy } from '../content/blog/copy.ts';
import { blogSearchPath, postHref, type PostBase } from '../content/blog/paths.ts';
import { pageMessages } from '../content/page-messages.ts';
import { Link, siteHref } from '../ui/Link.tsx';
import { usePostSearch } from '../ui/use-post-search.ts';
import { LinkModeContext } from '../ui/widget-context.ts';
import '../styles/base.css';
import '../styles/blog-sidebar.css';

/** Props of {@link BlogSearch}. */
export interface BlogSearchProps {
  /** Which single-post variant the results link to. */
  postBase?: PostBase;
  /** A query to start with (the search page passes the address's ?q= once hydrated). */
  initialQuery?: string;
}

/**
 * The blog's search box. Once hydrated it lists matching posts as the visitor
 * types, from an index built with the site that it fetches on first focus or
 * keystroke (no post's text travels with the page). Without JavaScript it is a
 * plain GET form to the search page, which then lists every post (see
 * BlogSearchPage for why).
 */
export function BlogSearch({ postBase = '/blog-single', initialQuery = '' }: BlogSearchProps) {
  const inputId = useId();
  const [query, setQuery] = useState(initialQuery);
  // A new query from the page (the search page reads ?q= once hydrated) replaces
  // what was typed: React's "adjust state when a prop changes", without an effect.
  const [pageQuery, setPageQuery] = useState(initialQuery);
  if (pageQuery !== initialQuery) {
    setPageQuery(initialQuery);
    setQuery(initialQuery);
  }
  const mode = useContext(LinkModeContext);
  const { search, failed, load } = usePostSearch();
  const inputRef = useRef<HTMLInputElement>(null);
  // A query handed over by the page is a use of the search, and so is a box the
  // visitor focused or typed in before this component woke: load at once.
  useEffect(() => {
    const input = inputRef.current;
    if (initialQuery.trim() || input?.value || (input && input === document.activeElement)) load();
  }, [initialQuery, load]);

  const words = query.trim();
  const results = words && search ? search(words) : [];
  // Results are already listed as the visitor types; submitting must not leave the page.
  const handleSubmit = (event: FormEvent) => event.preventDefault();
  const handleUse = () => {
    if (!search) load();
  };

  return (
    <div className="it-blog-search">
      <form
        role="search"
        method="get"
        action={mode === 'router' ? blogSearchPath : siteHref(blogSearchPath)}
        className="it-blog-search__form"
        onSubmit={handleSubmit}
      >
        <label htmlFor={inputId} className="it-visually-hidden">
          {blogCopy.search.label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          className="it-blog-search__input"
          placeholder={blogCopy.search.placeholder}
          value={query}
          onFocus={handleUse}
          onChange={(event) => {
            setQuery(event.target.value);
            handleUse();
          }}
          autoComplete="off"
        />
        <button type="submit" className="it-button">
          {blogCopy.search.button}
        </button>
      </form>
      <div className="it-blog-search__results" aria-live="polite">
        {words && !search && (
          <p className="it-blog-search__empty">
            {failed ? pageMessages.blog.searchFailed : pageMessages.blog.searching}
          </p>
        )}
        {words &&
          search &&
          (results.length > 0 ? (
            <>
              <p className="it-blog-search__count">{blogCopy.search.found(results.length)}</p>
              <ul className="it-blog-search__list">
                {results.map((post) => (
                  <li key={post.slug}>
                    <Link href={postHref(postBase, post.slug)}>{post.title}</Link>
                    <p className="it-blog-search__excerpt">{post.excerpt}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="it-blog-search__empty">{pageMessages.blog.noResults(words)}</p>
          ))}
      </div>
    </div>
  );
}
