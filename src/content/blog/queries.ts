import type { BlogPost } from '../types.ts';
import { posts } from './all-posts.ts';
import { termSlug } from './paths.ts';
import { blogCategories, blogTags } from './taxonomy.ts';

/** Posts on one page of a blog list (the spec's three). */
export const postsPerPage = 3;

/** The post with this slug, or undefined when none has it. */
export function findPost(slug: string): BlogPost | undefined {
  return posts.find((entry) => entry.slug === slug);
}

/** How many comments a post has, replies included, for the "N Comments" line. */
export function countComments(post: Pick<BlogPost, 'comments'>): number {
  const count = (list: BlogPost['comments']): number => list.reduce((sum, entry) => sum + 1 + count(entry.replies), 0);
  return count(post.comments);
}

/** How many pages the blog list has. */
export const pageCount = (list: readonly BlogPost[] = posts): number =>
  Math.max(1, Math.ceil(list.length / postsPerPage));

/** The posts of list page `page` (1-based); empty past the last page. */
export function postsOnPage(page: number, list: readonly BlogPost[] = posts): readonly BlogPost[] {
  return list.slice((page - 1) * postsPerPage, page * postsPerPage);
}

/** The neighbours of a post in list order: previous is the newer one, next the older (as the list pages run). */
export function neighbours(slug: string): { previous?: BlogPost; next?: BlogPost } {
  const index = posts.findIndex((entry) => entry.slug === slug);
  if (index < 0) return {};
  return { previous: posts[index - 1], next: posts[index + 1] };
}

/** A category or tag name as a URL segment (defined beside the addresses, which need it without the posts). */
export { termSlug };

/** The category whose slug this is, or undefined. */
export const findCategory = (slug: string) => blogCategories.find((name) => termSlug(name) === slug);

/** The tag whose slug this is, or undefined. */
export const findTag = (slug: string) => blogTags.find((name) => termSlug(name) === slug);

/** Posts filed under a category, newest first. */
export const postsInCategory = (name: string): readonly BlogPost[] => posts.filter((entry) => entry.category === name);

/** Posts carrying a tag, newest first. */
export const postsWithTag = (name: string): readonly BlogPost[] => posts.filter((entry) => entry.tags.includes(name));

/** Every category with the number of posts in it, counted from the posts themselves. */
export const categoryCounts = (): { name: string; count: number }[] =>
  blogCategories.map((name) => ({ name, count: postsInCategory(name).length })).filter(({ count }) => count > 0);

/** Tags that at least one post carries, in vocabulary order. */
export const usedTags = (): string[] => blogTags.filter((name) => postsWithTag(name).length > 0);

/** Up to `limit` posts sharing the category or a tag with `post`, most shared first; newest fill the rest. */
export function relatedPosts(post: BlogPost | undefined, limit = 3): readonly BlogPost[] {
  const others = posts.filter((entry) => entry !== post);
  if (!post) return others.slice(0, limit);
  const score = (entry: BlogPost) =>
    (entry.category === post.category ? 2 : 0) + entry.tags.filter((tag) => post.tags.includes(tag)).length;
  // Array sort is stable, so equal scores stay newest first.
  return [...others].sort((a, b) => score(b) - score(a)).slice(0, limit);
}

/** A post's body as plain text (its HTML without tags), for search over the words. */
export const bodyText = (post: Pick<BlogPost, 'html'>): string =>
  post.html
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
    )
    .replace(/\s+/g, ' ')
    .trim();

// Case and accents do not matter: 'resume' finds 'résumé'.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Posts whose title or body contains every word of the query; none for a blank query. */
export function searchPosts(query: string): readonly BlogPost[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return posts.filter((entry) => {
    const text = fold(`${entry.title} ${bodyText(entry)}`);
    return words.every((word) => text.includes(word));
  });
}
