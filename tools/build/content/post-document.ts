import type { PostDraft } from '../../../src/content/editor-api.ts';
import { readFrontMatterFields, sourceParts } from './front-matter.ts';
import { frontMatterText } from './front-matter-text.ts';
import { postFrontMatter } from './post-schema.ts';
import type { FrontMatterStyle } from './yaml-value-node.ts';

/**
 * How a post's front matter is written: the schema's order; its sentences
 * (title, alt text, excerpt, a comment's text) in double quotes, as the posts
 * write them, since a sentence so often holds a colon or a quote; tags on one
 * line, `[Cloud, Strategy]`.
 */
const postStyle: FrontMatterStyle = {
  order: Object.keys(postFrontMatter.shape),
  quoted: ['title', 'alt', 'excerpt', 'text'],
  flow: ['tags'],
};

/** A post's file as the post editor edits it; YAML that cannot be read throws a FrontMatterError. */
export function parsePostSource(text: string): PostDraft {
  const { frontMatter, body } = sourceParts(text);
  return { kind: 'post', frontMatter: readFrontMatterFields(frontMatter?.yaml ?? '', postFrontMatter), body };
}

/**
 * A post's file as a person writes it: the front matter, then the Markdown
 * right after its closing line, ending with one line break. Given the file it
 * was opened from, what did not change keeps its bytes.
 */
export function serializePost(draft: PostDraft, original?: string): string {
  const kept = original === undefined ? undefined : sourceParts(original).body;
  const text = draft.body.replace(/\s+$/, '');
  const body = draft.body === kept ? kept : text && `${text}\n`;
  return frontMatterText(draft.frontMatter, postStyle, original) + body;
}
