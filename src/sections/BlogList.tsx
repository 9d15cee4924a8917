import { posts } from '../content/blog';
import { Picture } from '../ui/Picture';
import { Link } from '../ui/Link';

/** Props of {@link BlogList}. */
export interface BlogListProps {
  /** Which single-post variant the titles link to. */
  postBase?: '/blog-single' | '/blog-single-fullwidth' | '/blog-single-left-sidebar';
  /** How many posts to show. */
  limit?: number;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A column of post summaries: image, date, category, title and excerpt. */
export function BlogList({ postBase = '/blog-single', limit = 3 }: BlogListProps) {
  return (
    <ul className="it-post-list">
      {posts.slice(0, limit).map((post) => (
        <li key={post.slug} className="it-post-summary">
          <Picture picture={post.image} className="it-post-summary__image" />
          <p className="it-post-summary__meta">
            <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> · {post.category} · {post.author}
          </p>
          <h2 className="it-post-summary__title">
            <Link href={`${postBase}/${post.slug}`}>{post.title}</Link>
          </h2>
          <p>{post.excerpt}</p>
        </li>
      ))}
    </ul>
  );
}

/** A post's date as the blog prints it. */
export function formatPostDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}
