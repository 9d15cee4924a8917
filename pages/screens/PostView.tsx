import { findPost, posts } from '../../src/content/blog';
import { NotFound } from '../../src/sections/NotFound';
import { PageTitle } from '../../src/sections/PageTitle';
import { formatPostDate } from '../../src/sections/BlogList';
import { Picture } from '../../src/ui/Picture';
import { RichText } from '../../src/ui/RichText';
import type { BlogLayout } from './BlogIndex';
import type { Params } from '../route-table';

/** A single post in one of the three layouts; the 404 screen for an unknown slug. */
export function PostView({ slug, layout }: { slug: string; layout: BlogLayout }) {
  const post = findPost(slug);
  if (!post) return <NotFound />;
  return (
    <>
      <PageTitle title={post.title} subtitle="Blog" crumb="Blog" />
      <div className={`it-section it-container it-blog it-blog--${layout}`}>
        <article className="it-post">
          <Picture picture={post.image} className="it-post__image" priority />
          <p className="it-post__meta">
            By {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.comments.length}{' '}
            comments
          </p>
          <RichText blocks={post.body} />
        </article>
      </div>
    </>
  );
}

/** Title and description of a post's page; undefined for an unknown slug. */
export function meta(params: Params) {
  const post = findPost(params.slug ?? '');
  return post && { title: post.title, description: post.excerpt };
}

/** The slugs to prerender. */
export const paramSets = () => posts.map(({ slug }) => ({ slug }));
