import type { EditorCollection } from '../../src/content/editor-api.ts';

/** Where each collection's files live in the repository (the build reads the same folders). */
export const collectionDirs: Readonly<Record<EditorCollection, string>> = {
  landing: 'src/content/landing',
  post: 'src/content/blog/posts',
};

/** The file of a page, from the repository's top: `src/content/landing/cloud-migration.md`. */
export const documentFile = (collection: EditorCollection, name: string): string =>
  `${collectionDirs[collection]}/${name}.md`;

/** Where the site serves a page of the collection with this slug. */
export const documentUrl = (collection: EditorCollection, slug: string): string =>
  collection === 'landing' ? `/lp/${slug}` : `/blog-single/${slug}`;

const nouns: Readonly<Record<EditorCollection, string>> = { landing: 'landing page', post: 'post' };

/** The page as a commit message names it: `landing page "Cloud Migration Services" (/lp/cloud-migration)`. */
export const pageLabel = (collection: EditorCollection, title: string, slug: string): string =>
  `${nouns[collection]} "${title.replace(/\s+/g, ' ').trim()}" (${documentUrl(collection, slug)})`;

/** The message of a publish: `Publish landing page "Cloud Migration Services" (/lp/cloud-migration)`. */
export const publishMessage = (collection: EditorCollection, title: string, slug: string): string =>
  `Publish ${pageLabel(collection, title, slug)}`;

/** The message of a restore: `Restore post "…" (/blog-single/…) to 1a2b3c4`. */
export const restoreMessage = (collection: EditorCollection, title: string, slug: string, commit: string): string =>
  `Restore ${pageLabel(collection, title, slug)} to ${commit.slice(0, 7)}`;
