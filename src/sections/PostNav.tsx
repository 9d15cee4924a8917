import { blogCopy, neighbours, postHref, type PostBase } from '../content/blog.ts';
import { Link } from '../ui/Link.tsx';
import '../styles/post.css';

/** Props of {@link PostNav}. */
export interface PostNavProps {
  slug: string;
  /** Keeps the reader in the layout they chose. */
  postBase: PostBase;
}

/**
 * Previous and Next Post, in the order of the blog list (newest first), so
 * Next continues as the list's next page would. Each link is left out at its end.
 */
export function PostNav({ slug, postBase }: PostNavProps) {
  const { previous, next } = neighbours(slug);
  if (!previous && !next) return null;
  return (
    <nav className="it-post-nav" aria-label={blogCopy.postNav.label}>
      {previous && (
        <Link href={postHref(postBase, previous.slug)} rel="prev" className="it-post-nav__link">
          <span className="it-post-nav__direction">{blogCopy.postNav.previous}</span>
          <span className="it-post-nav__title">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link href={postHref(postBase, next.slug)} rel="next" className="it-post-nav__link it-post-nav__link--next">
          <span className="it-post-nav__direction">{blogCopy.postNav.next}</span>
          <span className="it-post-nav__title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
