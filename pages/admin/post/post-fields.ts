// The post's front matter as a form: one field per key of the build's post
// schema (tools/build/content/post-schema.ts; a test holds the two to the same
// keys), with the blog's own vocabularies for the author, category and tags.
import { authors } from '../../../src/content/blog/authors.ts';
import { blogCategories, blogTags } from '../../../src/content/blog/taxonomy.ts';
import type { FieldSpec } from '../fields/field-spec.ts';
import { adminMessages } from '../messages.ts';

const words = adminMessages.post;

/** The front matter keys the form edits, in the schema's order; `comments` (readers' words) is kept as it is. */
export const postFields: readonly FieldSpec[] = [
  { name: 'title', kind: 'text', label: words.title, help: words.titleHelp, required: true },
  { name: 'slug', kind: 'text', label: words.slug, help: words.slugHelp, required: true },
  { name: 'date', kind: 'date', label: words.date, help: words.dateHelp, required: true },
  {
    name: 'author',
    kind: 'select',
    label: words.author,
    required: true,
    options: Object.entries(authors).map(([handle, author]) => ({
      value: handle,
      label: `${author.name}, ${author.title}`,
    })),
  },
  {
    name: 'category',
    kind: 'select',
    label: words.category,
    required: true,
    options: blogCategories.map((category) => ({ value: category, label: category })),
  },
  {
    name: 'tags',
    kind: 'checkboxes',
    label: words.tags,
    help: words.tagsHelp,
    required: true,
    asList: true,
    options: blogTags.map((tag) => ({ value: tag, label: tag })),
  },
  { name: 'image', kind: 'text', label: words.picture, help: words.pictureHelp, required: true },
  { name: 'alt', kind: 'textarea', label: words.alt, help: words.altHelp, required: true },
  { name: 'excerpt', kind: 'textarea', label: words.excerpt, help: words.excerptHelp, required: true },
  { name: 'draft', kind: 'switch', label: words.draft, help: words.draftHelp },
];

/** The keys of the schema the form leaves as they are. */
export const keptPostKeys = ['comments'] as const;
