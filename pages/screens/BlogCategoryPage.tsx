import { blogCategories, blogCopy, blogMeta, findCategory, postsInCategory, termSlug } from '../../src/content/blog.ts';
import { NotFound } from '../../src/sections/NotFound.tsx';
import type { PageProps, Params } from '../page-types.ts';
import { BlogArchive } from './BlogArchive.tsx';

/** The category a route's params name, if it has posts. */
const categoryOf = (params: Params) => {
  const name = findCategory(params.slug ?? '');
  return name && postsInCategory(name).length > 0 ? name : undefined;
};

/** /blog/category/{slug}: every post in one category. */
export default function BlogCategoryPage({ params }: PageProps) {
  const name = categoryOf(params);
  if (!name) return <NotFound />;
  return <BlogArchive title={blogCopy.archive.category(name)} posts={postsInCategory(name)} />;
}

/** Title and description; undefined for an unknown or empty category. */
export function meta(params: Params) {
  const name = categoryOf(params);
  return name && blogMeta.category(name, postsInCategory(name).length);
}

/** Every category that has posts. */
export const paramSets = () =>
  blogCategories.filter((name) => postsInCategory(name).length > 0).map((name) => ({ slug: termSlug(name) }));
