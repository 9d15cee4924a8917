import { Island } from '../../src/elements/Island.tsx';
import { blogCopy, findPost, posts, type PostBase } from '../../src/content/blog.ts';
import { site } from '../../src/content/site.ts';
import { BlogColumns, type BlogLayout } from '../../src/sections/BlogColumns.tsx';
import { BlogSidebar } from '../../src/sections/BlogSidebar.tsx';
import { CommentForm } from '../../src/sections/CommentForm.tsx';
import { NotFound } from '../../src/sections/NotFound.tsx';
import { PageTitle } from '../../src/sections/PageTitle.tsx';
import { PostArticle } from '../../src/sections/PostArticle.tsx';
import { PostAuthorBox } from '../../src/sections/PostAuthorBox.tsx';
import { PostComments } from '../../src/sections/PostComments.tsx';
import { PostNav } from '../../src/sections/PostNav.tsx';
import type { Params } from '../page-types.ts';

/** Props of {@link PostView}. */
export interface PostViewProps {
  slug: string;
  layout: BlogLayout;
  /** The address this layout lives under; links stay in it, and shares name it. */
  postBase: PostBase;
}

/** A single post in one of the three layouts; the 404 screen for an unknown slug. */
export function PostView({ slug, layout, postBase }: PostViewProps) {
  const post = findPost(slug);
  if (!post) return <NotFound />;
  // The post's canonical address (every layout names /blog-single in <link rel="canonical">), for sharing.
  const url = `${site.url}/blog-single/${post.slug}`;
  const imageUrl = `${site.url}/assets/images/${post.image.src}`;
  return (
    <>
      <PageTitle title={post.title} subtitle={blogCopy.postSubtitle} crumb={blogCopy.crumb} />
      <BlogColumns layout={layout} sidebar={<BlogSidebar current={post} postBase={postBase} />}>
        <PostArticle post={post} url={url} imageUrl={imageUrl} />
        <PostAuthorBox post={post} />
        <PostNav slug={post.slug} postBase={postBase} />
        <PostComments post={post} />
        <Island name="CommentForm" component={CommentForm} props={{ postSlug: post.slug }} wake="used-or-scrolled" />
      </BlogColumns>
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

/** The post's picture, preloaded. */
export const preloadImages = (params: Params) => {
  const post = findPost(params.slug ?? '');
  return post ? [post.image.src] : [];
};

/** BlogPosting structured data for search engines. */
export function jsonLd(params: Params) {
  const post = findPost(params.slug ?? '');
  if (!post) return undefined;
  const url = `${site.url}/blog-single/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author, jobTitle: post.authorTitle },
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
    image: `${site.url}/assets/images/${post.image.src}`,
    mainEntityOfPage: url,
    keywords: post.tags.join(', '),
    articleSection: post.category,
  };
}
