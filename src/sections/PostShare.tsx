import { blogCopy, shareLinks } from '../content/blog.ts';
import type { BlogPost } from '../content/types.ts';
import '../styles/grid.css';
import '../styles/post.css';

/** Props of {@link PostShare}. */
export interface PostShareProps {
  post: BlogPost;
  /** The absolute address being shared: this page's canonical URL. */
  url: string;
  /** Absolute address of the post's picture (Pinterest pins a picture). */
  imageUrl: string;
}

/** Plain links that share the post on four networks, each in a new tab. No third-party script loads. */
export function PostShare({ post, url, imageUrl }: PostShareProps) {
  return (
    <div className="it-post-share">
      <p className="it-post-share__label">{blogCopy.share.heading}</p>
      <ul className="it-inline-list">
        {shareLinks(url, post.title, imageUrl).map((link) => (
          <li key={link.network}>
            <a
              className={`it-post-share__link it-post-share__link--${link.network}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={blogCopy.share.on(link.name)}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
