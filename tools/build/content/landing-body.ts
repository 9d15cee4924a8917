import type { LandingDraftBlock } from '../../../src/content/editor-api.ts';
import { tagLineOf, tagLineText } from './landing-tags.ts';

/**
 * A landing page's body: its blocks, and the text around them (`lead` before
 * the first, `gaps[i]` after block i, `trail` after the last), so that the
 * blocks' own `texts` and these give the body back byte for byte.
 */
export interface LandingBody {
  blocks: LandingDraftBlock[];
  texts: string[];
  lead: string;
  gaps: string[];
  trail: string;
}

const isBlank = (line: string) => line.trim() === '';

/**
 * The body's blocks, as the build reads them: each line that is one `it-*` tag
 * alone is a section (known to the catalogue or not, so the check can name
 * it); the lines between are prose, without the blank lines around them.
 */
export function landingBody(body: string): LandingBody {
  const found: { start: number; end: number; block: LandingDraftBlock }[] = [];
  let prose: { start: number; end: number } | undefined;
  const flush = () => {
    if (prose) found.push({ ...prose, block: { kind: 'prose', markdown: body.slice(prose.start, prose.end) } });
    prose = undefined;
  };
  let offset = 0;
  for (const line of body.split('\n')) {
    const start = offset;
    const end = start + line.length;
    offset = end + 1;
    const tag = tagLineOf(line);
    if (tag) {
      flush();
      found.push({ start, end, block: { kind: 'section', ...tag } });
    } else if (!isBlank(line)) prose = { start: prose?.start ?? start, end };
  }
  flush();
  return {
    blocks: found.map((entry) => entry.block),
    texts: found.map((entry) => body.slice(entry.start, entry.end)),
    lead: body.slice(0, found[0]?.start ?? body.length),
    gaps: found.slice(0, -1).map((entry, index) => body.slice(entry.end, found[index + 1]!.start)),
    trail: found.length > 0 ? body.slice(found.at(-1)!.end) : '',
  };
}

/** Prose as written between blocks: its Markdown without the blank lines before and after it. */
const proseText = (markdown: string) => markdown.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?:\r?\n[ \t]*)+$/, '');

/** A block as a person writes it: a tag alone on its line, or the prose. */
export const blockText = (block: LandingDraftBlock): string =>
  block.kind === 'section' ? tagLineText(block) : proseText(block.markdown);

/** Whether an edited block can stand in the place of an original one: prose for prose, a tag for the same tag. */
const sameKind = (a: LandingDraftBlock, b: LandingDraftBlock) =>
  a.kind === 'prose' ? b.kind === 'prose' : b.kind === 'section' && a.widget === b.widget;

/**
 * Where each block stood in the original body: the original block it equals,
 * else the one of its kind it replaced at its own place (an edited tag), else
 * -1 (a new block).
 */
function placesIn(original: LandingBody, blocks: readonly LandingDraftBlock[]): number[] {
  const used = new Set<number>();
  const same = (block: LandingDraftBlock, candidate: number) =>
    !used.has(candidate) && JSON.stringify(original.blocks[candidate]) === JSON.stringify(block);
  const places = blocks.map((block, index) => {
    const place = same(block, index) ? index : original.blocks.findIndex((_, candidate) => same(block, candidate));
    if (place !== -1) used.add(place);
    return place;
  });
  return places.map((place, index) => {
    const replaced = original.blocks[index];
    if (place !== -1 || !replaced || used.has(index) || !sameKind(replaced, blocks[index]!)) return place;
    used.add(index);
    return index;
  });
}

/**
 * The body of a landing page: a blank line after the front matter, the blocks
 * one blank line apart, one line break at the end. With the `original` body,
 * a block it holds keeps its text, and the text between two blocks that stand
 * side by side in both stays too, so an edit changes only what it touches.
 */
export function landingBodyText(blocks: readonly LandingDraftBlock[], original?: LandingBody): string {
  const kept = blocks.filter((block) => blockText(block).trim() !== '');
  const texts = kept.map(blockText);
  if (!original) return texts.length > 0 ? `\n${texts.join('\n\n')}\n` : '';
  if (texts.length === 0) return '';
  const places = placesIn(original, kept);
  const last = original.blocks.length - 1;
  let text = places[0] === 0 ? original.lead : '\n';
  texts.forEach((written, index) => {
    const place = places[index]!;
    const same = place !== -1 && JSON.stringify(original.blocks[place]) === JSON.stringify(kept[index]);
    text += same ? original.texts[place] : written;
    if (index < texts.length - 1)
      text += place !== -1 && places[index + 1] === place + 1 ? original.gaps[place] : '\n\n';
  });
  return text + (places.at(-1) === last ? original.trail : '\n');
}
