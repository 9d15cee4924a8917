import { blogCopy, countComments } from '../content/blog.ts';
import type { BlogComment, BlogPost } from '../content/types.ts';
import { formatDate } from '../ui/format-date.ts';
import '../styles/post.css';

/** A list of comments; each reply list nests inside the comment it answers. */
function CommentList({ comments, label }: { comments: readonly BlogComment[]; label?: string }) {
  return (
    <ol className="it-comments__list" aria-label={label}>
      {comments.map((comment) => (
        <li key={comment.id} className="it-comment">
          <article>
            <p className="it-comment__meta">
              <span className="it-comment__author">{comment.author}</span>{' '}
              <time dateTime={comment.date}>{formatDate(comment.date)}</time>
            </p>
            <p>{comment.text}</p>
          </article>
          {comment.replies.length > 0 && (
            <CommentList comments={comment.replies} label={blogCopy.repliesLabel(comment.author)} />
          )}
        </li>
      ))}
    </ol>
  );
}

/** A post's comments with their nested replies, under a heading with the total count. */
export function PostComments({ post }: { post: Pick<BlogPost, 'comments'> }) {
  const count = countComments(post);
  return (
    <section id="comments" className="it-comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">{blogCopy.commentsHeading(count)}</h2>
      {count > 0 && <CommentList comments={post.comments} />}
    </section>
  );
}
