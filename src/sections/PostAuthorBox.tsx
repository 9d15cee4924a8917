import { blogCopy } from '../content/blog.ts';
import type { BlogPost } from '../content/types.ts';
import '../styles/base.css';
import '../styles/post.css';

/** The box under a post about who wrote it: name, role and a short biography. */
export function PostAuthorBox({ post }: { post: Pick<BlogPost, 'author' | 'authorTitle' | 'authorBio'> }) {
  return (
    <section className="it-post-author" aria-label={blogCopy.authorHeading}>
      <p className="it-eyebrow">{blogCopy.authorHeading}</p>
      <p className="it-post-author__name">{post.author}</p>
      <p className="it-post-author__title">{post.authorTitle}</p>
      <p>{post.authorBio}</p>
    </section>
  );
}
