// A post draft in the post's layout: the sections PostView (pages/screens/)
// renders for /blog-single/<slug>, given the draft instead of a built post.
import { authors } from '../../../src/content/blog/authors.ts';
import { blogCopy } from '../../../src/content/blog/copy.ts';
import type { FrontMatter } from '../../../src/content/editor-api.ts';
import type { BlogComment, BlogPost } from '../../../src/content/types.ts';
import { site } from '../../../src/content/site.ts';
import { BlogColumns } from '../../../src/sections/BlogColumns.tsx';
import { BlogSidebar } from '../../../src/sections/BlogSidebar.tsx';
import { CommentForm } from '../../../src/sections/CommentForm.tsx';
import { PageTitle } from '../../../src/sections/PageTitle.tsx';
import { PostArticle } from '../../../src/sections/PostArticle.tsx';
import { PostAuthorBox } from '../../../src/sections/PostAuthorBox.tsx';
import { PostComments } from '../../../src/sections/PostComments.tsx';
import { PostNav } from '../../../src/sections/PostNav.tsx';
import { AssetBaseContext } from '../../../src/ui/widget-context.ts';
import { adminMessages } from '../messages.ts';
import { placeAttribute, scopeAttribute } from '../publish/accessibility.ts';
import { previewAssetBase } from '../preview/preview-images.ts';
import { PAGE } from '../problems/placed-problems.ts';
import '../../../src/styles/layout.css';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Readers' comments as the front matter keeps them, as the post's page shows them. */
function commentsOf(value: unknown): BlogComment[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: Record<string, unknown>) => ({
    id: text(entry.id),
    author: text(entry.author),
    date: text(entry.date),
    text: text(entry.text),
    replies: commentsOf(entry.replies),
  }));
}

/** The post a draft stands for, its body's HTML rendered by the server, its picture of the size given. */
export function postOfDraft(frontMatter: FrontMatter, html: string, size: { width: number; height: number }): BlogPost {
  const author = authors[text(frontMatter.author) as keyof typeof authors];
  return {
    slug: text(frontMatter.slug),
    title: text(frontMatter.title),
    // The site's date format throws on no date: a post not dated yet shows today's in its preview.
    date: /^\d{4}-\d{2}-\d{2}$/.test(text(frontMatter.date))
      ? text(frontMatter.date)
      : new Date().toISOString().slice(0, 10),
    author: author?.name ?? text(frontMatter.author),
    authorTitle: author?.title ?? '',
    authorBio: author?.bio ?? '',
    category: text(frontMatter.category),
    tags: Array.isArray(frontMatter.tags) ? frontMatter.tags.map(String) : [],
    image: { src: text(frontMatter.image), alt: text(frontMatter.alt), ...size },
    excerpt: text(frontMatter.excerpt),
    html,
    comments: commentsOf(frontMatter.comments),
  };
}

/**
 * The post's page as /blog-single/<slug> lays it out (PostView, right sidebar),
 * its parts marked for the checks, its picture the working copy's (one just
 * uploaded is in no build yet).
 */
export function PostPage({ post }: { post: BlogPost }) {
  const url = `${site.url}/blog-single/${post.slug}`;
  return (
    <main className="it-main">
      <PageTitle title={post.title} subtitle={blogCopy.postSubtitle} crumb={blogCopy.crumb} />
      <BlogColumns layout="right-sidebar" sidebar={<BlogSidebar current={post} postBase="/blog-single" />}>
        <div style={{ display: 'contents' }} {...{ [placeAttribute]: adminMessages.post.body, [scopeAttribute]: PAGE }}>
          <AssetBaseContext.Provider value={previewAssetBase}>
            <PostArticle post={post} url={url} imageUrl={`${site.url}/assets/images/${post.image.src}`} />
          </AssetBaseContext.Provider>
        </div>
        <PostAuthorBox post={post} />
        <PostNav slug={post.slug} postBase="/blog-single" />
        <PostComments post={post} />
        <CommentForm postSlug={post.slug} />
      </BlogColumns>
    </main>
  );
}
