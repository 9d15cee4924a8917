/** Every blog post, newest first. */
export { posts } from './blog/all-posts.ts';
/** Every post's summary (no text), newest first: for cards and short lists. */
export { postSummaries } from './blog/summaries.ts';
/** Lookups over the posts: by slug, page, category, tag, search words, neighbours. */
export {
  bodyText,
  categoryCounts,
  countComments,
  findCategory,
  findPost,
  findTag,
  neighbours,
  pageCount,
  postsInCategory,
  postsOnPage,
  postsPerPage,
  postsWithTag,
  relatedPosts,
  searchPosts,
  termSlug,
  usedTags,
} from './blog/queries.ts';
/** The sidebar's author card and every author of the blog. */
export { blogAuthor, authors, type AuthorHandle } from './blog/authors.ts';
/** The category and tag vocabularies the sidebar lists and filters by. */
export { blogCategories, blogTags, type BlogCategory, type BlogTag } from './blog/taxonomy.ts';
/** The blog screens' own words and the generated pages' titles. */
export { blogCopy, blogMeta } from './blog/copy.ts';
/** Share links of a post. */
export { shareLinks, type ShareLink } from './share.ts';
/** The blog's addresses. */
export {
  blogSearchPath,
  categoryHref,
  listPageHref,
  postHref,
  tagHref,
  type BlogListBase,
  type PostBase,
} from './blog/paths.ts';
