import { Island } from '../elements/Island.tsx';
import { useId, type ReactNode } from 'react';
import { blogAuthor, blogCopy, postHref, posts, relatedPosts, type PostBase } from '../content/blog.ts';
import { site } from '../content/site.ts';
import type { BlogPost } from '../content/types.ts';
import { SocialIcon } from '../ui/SocialIcon.tsx';
import { formatDate } from '../ui/format-date.ts';
import { Link } from '../ui/Link.tsx';
import { Picture } from '../ui/Picture.tsx';
import { BlogSearch } from './BlogSearch.tsx';
import { BlogCategories, BlogTags } from './BlogTerms.tsx';
import '../styles/blog-sidebar.css';

/** Props of {@link BlogSidebar}. */
export interface BlogSidebarProps {
  /** The post being read, if any: related posts follow it. */
  current?: BlogPost;
  /** Which single-post variant the sidebar's post links open. */
  postBase?: PostBase;
  /** Leaves the search box out (the search page has its own, and two would compete). */
  withoutSearch?: boolean;
}

/** One titled block of the sidebar. */
function Widget({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="it-blog-widget" aria-labelledby={id}>
      <h2 id={id} className="it-blog-widget__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The blog sidebar: author card, social links, search, categories, related posts, gallery and tags. */
export function BlogSidebar({ current, postBase = '/blog-single', withoutSearch = false }: BlogSidebarProps) {
  const related = relatedPosts(current);
  return (
    <aside className="it-blog-sidebar" aria-label={blogCopy.sidebar.label}>
      <Widget title={blogCopy.sidebar.author}>
        <div className="it-blog-author-card">
          <Picture picture={blogAuthor.picture} width={96} height={96} className="it-blog-author-card__picture" />
          <p className="it-blog-author-card__name">{blogAuthor.name}</p>
          <p className="it-blog-author-card__title">{blogAuthor.title}</p>
          <p>{blogAuthor.bio}</p>
        </div>
      </Widget>
      <Widget title={blogCopy.sidebar.follow}>
        <ul className="it-blog-socials">
          {site.socials.map((social) => (
            <li key={social.network}>
              <a
                className="it-blog-socials__link"
                href={social.href}
                aria-label={blogCopy.sidebar.followLabel(social.label)}
              >
                <SocialIcon network={social.network} />
              </a>
            </li>
          ))}
        </ul>
      </Widget>
      {!withoutSearch && (
        <Widget title={blogCopy.sidebar.search}>
          <Island name="BlogSearch" component={BlogSearch} props={{ postBase }} wake="used-or-scrolled" />
        </Widget>
      )}
      <Widget title={blogCopy.sidebar.categories}>
        <BlogCategories />
      </Widget>
      <Widget title={current ? blogCopy.sidebar.related : blogCopy.sidebar.recent}>
        <ul className="it-blog-related">
          {related.map((post) => (
            <li key={post.slug} className="it-blog-related__item">
              <Picture picture={post.image} width={96} height={54} className="it-blog-related__image" />
              <div>
                <Link href={postHref(postBase, post.slug)}>{post.title}</Link>
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </div>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title={blogCopy.sidebar.gallery}>
        <ul className="it-blog-gallery">
          {posts.slice(0, 6).map((post) => (
            <li key={post.slug}>
              <Link href={postHref(postBase, post.slug)} aria-label={post.title}>
                <Picture picture={post.image} width={120} height={68} className="it-blog-gallery__image" />
              </Link>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title={blogCopy.sidebar.tags}>
        <BlogTags />
      </Widget>
    </aside>
  );
}
