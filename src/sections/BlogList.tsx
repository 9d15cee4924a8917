import { blogCopy, categoryHref, countComments, postHref, posts as allPosts, type PostBase } from '../content/blog.ts';
import type { BlogPost } from '../content/types.ts';
import { formatDate } from '../ui/format-date.ts';
import { Link } from '../ui/Link.tsx';
import { Picture } from '../ui/Picture.tsx';
import '../styles/base.css';
import '../styles/blog.css';

/** Props of {@link BlogList}. */
export interface BlogListProps {
  /** The posts to list; the newest three when left out (e.g. a home page's blog block). */
  posts?: readonly BlogPost[];
  /** Which single-post variant the titles link to. */
  postBase?: PostBase;
  /** How many posts to show when `posts` is left out. */
  limit?: number;
}

/** A column of post summaries: image, date, category, author, comment count, title, excerpt and a read-more link. */
export function BlogList({ posts, postBase = '/blog-single', limit = 3 }: BlogListProps) {
  const shown = posts ?? allPosts.slice(0, limit);
  return (
    <ul className="it-post-list" aria-label={blogCopy.listLabel}>
      {shown.map((post) => {
        const href = postHref(postBase, post.slug);
        return (
          <li key={post.slug} className="it-post-summary">
            {/* The image repeats the title link; hidden from the tab order and screen readers so each post is one stop. */}
            <Link href={href} tabIndex={-1} aria-hidden="true" className="it-post-summary__image-link">
              <Picture picture={post.image} className="it-post-summary__image" />
            </Link>
            <p className="it-post-summary__meta">
              <time dateTime={post.date}>{formatDate(post.date)}</time> ·{' '}
              <Link href={categoryHref(post.category)}>{post.category}</Link> · {blogCopy.byline(post.author)} ·{' '}
              {blogCopy.comments(countComments(post))}
            </p>
            <h2 className="it-post-summary__title">
              <Link href={href}>{post.title}</Link>
            </h2>
            <p>{post.excerpt}</p>
            <Link href={href} className="it-post-summary__more">
              {blogCopy.readMore}
              <span className="it-visually-hidden">{blogCopy.readMoreTitle(post.title)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A post's date as the blog prints it (kept for callers of the first version). */
export const formatPostDate = formatDate;
