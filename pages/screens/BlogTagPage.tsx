import { blogCopy, blogMeta, findTag, postsWithTag, termSlug, usedTags } from '../../src/content/blog.ts';
import { NotFound } from '../../src/sections/NotFound.tsx';
import type { PageProps, Params } from '../page-types.ts';
import { BlogArchive } from './BlogArchive.tsx';

/** The tag a route's params name, if any post carries it. */
const tagOf = (params: Params) => {
  const name = findTag(params.slug ?? '');
  return name && postsWithTag(name).length > 0 ? name : undefined;
};

/** /blog/tag/{slug}: every post carrying one tag. */
export default function BlogTagPage({ params }: PageProps) {
  const name = tagOf(params);
  if (!name) return <NotFound />;
  return <BlogArchive title={blogCopy.archive.tag(name)} posts={postsWithTag(name)} />;
}

/** Title and description; undefined for an unknown or unused tag. */
export function meta(params: Params) {
  const name = tagOf(params);
  return name && blogMeta.tag(name, postsWithTag(name).length);
}

/** Every tag in use. */
export const paramSets = () => usedTags().map((name) => ({ slug: termSlug(name) }));
