import { useContext, useId, useState, type FormEvent } from 'react';
import { blogCopy, blogSearchPath, postHref, searchPosts, type PostBase } from '../content/blog';
import { messages } from '../content/messages';
import { Link, siteHref } from '../ui/Link';
import { LinkModeContext } from '../ui/widget-context';
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
 * types. Without JavaScript it is a plain GET form to the search page, which
 * then lists every post (see BlogSearchPage for why).
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

  const words = query.trim();
  const results = searchPosts(words);
  // Results are already listed as the visitor types; submitting must not leave the page.
  const handleSubmit = (event: FormEvent) => event.preventDefault();

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
          id={inputId}
          type="search"
          name="q"
          className="it-blog-search__input"
          placeholder={blogCopy.search.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="it-button">
          {blogCopy.search.button}
        </button>
      </form>
      <div className="it-blog-search__results" aria-live="polite">
        {words &&
          (results.length > 0 ? (
            <>
              <p className="it-blog-search__count">{blogCopy.search.found(results.length)}</p>
              <ul className="it-blog-search__list">
                {results.map((post) => (
                  <li key={post.slug}>
                    <Link href={postHref(postBase, post.slug)}>{post.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="it-blog-search__empty">{messages.blog.noResults(words)}</p>
          ))}
      </div>
    </div>
  );
}
