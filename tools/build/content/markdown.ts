import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { imageSizeOf } from './image-size-of.ts';
import { markdownAccessibility } from './markdown-accessibility.ts';

/** A heading's anchor: 'Where the money usually hides' → 'where-the-money-usually-hides'. */
export const headingSlug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Markdown as the site writes it: no raw HTML (a writer's tag would be text,
 * never markup), headings with ids to link to, pictures from src/assets/images
 * (under `root`, the repository's) with their size, no typographic rewriting
 * (the text stays as written), and no picture without alt text or skipped
 * heading level.
 */
function createMarkdown(problems: string[], root: string) {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.use(anchor, { slugify: headingSlug, tabIndex: false });
  markdownAccessibility(md, problems);
  md.renderer.rules.image = (tokens: Token[], index: number) => {
    const token = tokens[index]!;
    const src = String(token.attrGet('src') ?? '');
    const alt = md.utils.escapeHtml(token.children?.map((child) => child.content).join('') ?? '');
    const size = imageSizeOf(src, root);
    if (!size) {
      problems.push(`image "${src}": name a picture under src/assets/images/ (e.g. blog/cloud-costs.svg)`);
      return '';
    }
    const url = md.utils.escapeHtml(`/assets/images/${src}`);
    return `<img src="${url}" alt="${alt}" width="${size.width}" height="${size.height}" loading="lazy" decoding="async">`;
  };
  return md;
}

/** The HTML of Markdown blocks, with no whitespace between block tags (as React renders them). */
const tight = (html: string) => html.replace(/>\n+</g, '><').trim();

/** Renders Markdown to HTML; problems (a missing picture, one without alt text) are added to `problems`. */
export function renderMarkdown(source: string, problems: string[], root = '.'): string {
  return tight(createMarkdown(problems, root).render(source));
}

/**
 * Renders Markdown in two halves of whole top-level blocks (the first the
 * larger), for pages that put a picture halfway through the text.
 */
export function renderMarkdownHalves(source: string, problems: string[]): [string, string] {
  const md = createMarkdown(problems, '.');
  const tokens = md.parse(source, {});
  const starts = tokens.flatMap((token, index) => (token.level === 0 && token.nesting !== -1 ? [index] : []));
  const split = starts[Math.ceil(starts.length / 2)] ?? tokens.length;
  const render = (part: Token[]) => tight(md.renderer.render(part, md.options, {}));
  return [render(tokens.slice(0, split)), render(tokens.slice(split))];
}

/**
 * Renders Markdown cut before each second-level heading: the text before the
 * first one, then one part per heading, its `id` the heading's anchor. A page
 * that adds generated blocks to some sections (the widget guide) finds them by id.
 */
export function renderMarkdownSections(
  source: string,
  problems: string[],
): { id: string; title: string; html: string }[] {
  const md = createMarkdown(problems, '.');
  const tokens = md.parse(source, {});
  const starts = tokens.flatMap((token, index) => (token.type === 'heading_open' && token.tag === 'h2' ? [index] : []));
  const bounds = [0, ...starts, tokens.length];
  return bounds.slice(0, -1).map((start, index) => {
    const part = tokens.slice(start, bounds[index + 1]);
    const heading = part[0]?.type === 'heading_open';
    const id = heading ? String(part[0]!.attrGet('id') ?? '') : '';
    const title = heading ? (part[1]?.content ?? '') : '';
    return { id, title, html: tight(md.renderer.render(part, md.options, {})) };
  });
}
