import { blogCopy, categoryHref, countComments } from '../content/blog.ts';
import type { BlogPost } from '../content/types.ts';
import { formatDate } from '../ui/format-date.ts';
import { Link } from '../ui/Link.tsx';
import { Picture } from '../ui/Picture.tsx';
import { RichHtml } from '../ui/RichHtml.tsx';
import { BlogTags } from './BlogTerms.tsx';
import { PostShare } from './PostShare.tsx';
import '../styles/blog.css';
import '../styles/post.css';

/** Props of {@link PostArticle}. */
export interface PostArticleProps {
  post: BlogPost;
  /** This page's absolute URL, for the share links. */
  url: string;
  /** The picture's absolute URL, for Pinterest. */
  imageUrl: string;
}

/** One post: picture, author, date, category, comment count, body, tag links and share links. Its title is the page's h1. */
export function PostArticle({ post, url, imageUrl }: PostArticleProps) {
  return (
    <article className="it-post">
      <Picture picture={post.image} className="it-post__image" priority />
      <p className="it-post__meta">
        {blogCopy.byline(post.author)} · <time dateTime={post.date}>{formatDate(post.date)}</time> ·{' '}
        <Link href={categoryHref(post.category)}>{post.category}</Link> ·{' '}
        <a href="#comments">{blogCopy.comments(countComments(post))}</a>
      </p>
      <RichHtml html={post.html} />
      <footer className="it-post__footer">
        <div>
          <p className="it-post__tags-label">{blogCopy.tagsLabel}</p>
          <BlogTags tags={post.tags} />
        </div>
        <PostShare post={post} url={url} imageUrl={imageUrl} />
      </footer>
    </article>
  );
}
