// A landing page as the builder (Puck) holds it and as the API carries it
// (LandingDraft), one into the other. Puck keeps a page as
// `{ root: { props }, content: [{ type, props }] }`; the draft as front matter
// and blocks. A page opened and converted back is the same draft: keys and
// attributes keep their order, and what is unset stays out.
import type {
  FrontMatter,
  FrontMatterValue,
  LandingDraft,
  LandingDraftBlock,
} from '../../../src/content/editor-api.ts';

/** The Puck type of a prose block; a section's type is its widget's name (`hero`), which is never capitalised. */
export const PROSE = 'Prose';

/** A block as Puck holds it: a section's props are its attributes by contract name, a prose block's its Markdown. */
export interface PuckBlock {
  type: string;
  props: { id: string } & Record<string, unknown>;
}

/** The id Puck gives a block (its props are loosely typed in Puck's own data). */
export const idOf = (block: { props: object }): string => String((block.props as { id?: unknown }).id);

/** A landing page as Puck holds it. */
export interface PuckPage {
  root: { props: Record<string, unknown> };
  content: PuckBlock[];
}

/**
 * The landing page's front matter keys, in the order a person writes them (the
 * build's schema's order): a key the page lacks gets its place among them, so
 * one set in the builder lands where a person would have written it.
 */
export const landingKeys = ['title', 'description', 'slug', 'lang', 'theme', 'accent', 'noindex', 'faq'] as const;

/**
 * `values` with every name of `order` it lacks added as undefined, each after
 * the nearest name before it in `order` that is there (first when none is):
 * Puck keeps a key's place when it is set, so an attribute or a key set later
 * is written in the contract's or the schema's order, and the ones the file
 * had keep theirs.
 */
export function withPlaces(values: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const keys = Object.keys(values);
  for (const [index, name] of order.entries()) {
    if (keys.includes(name)) continue;
    const before = order.slice(0, index).findLast((earlier) => keys.includes(earlier));
    keys.splice(before === undefined ? 0 : keys.indexOf(before) + 1, 0, name);
  }
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

/**
 * Unset: absent or emptied (a cleared field gives ''), so clearing a field
 * removes the attribute or key. A tag attribute written `name=""` is thus
 * dropped by the builder; no page has one (the round-trip test reads them all).
 */
const isUnset = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The props of a new block of `type`: every attribute of its contract in place, none set. */
export const emptyProps = (attributeNames: readonly string[]) => withPlaces({}, attributeNames);

/** Puck's data for a draft: `attributesOf(widget)` lists a section's attributes in contract order. */
export function puckPageOf(
  draft: LandingDraft,
  attributesOf: (widget: string) => readonly string[],
  newId: () => string,
): PuckPage {
  return {
    root: { props: withPlaces({ ...draft.frontMatter }, landingKeys) },
    content: draft.blocks.map((block): PuckBlock =>
      block.kind === 'prose'
        ? { type: PROSE, props: { id: newId(), markdown: block.markdown } }
        : {
            type: block.widget,
            props: { id: newId(), ...withPlaces({ ...block.attributes }, attributesOf(block.widget)) },
          },
    ),
  };
}

/** An attribute's value as the tag writes it: `true` bare, a number as its digits. */
function attributeValue(value: unknown): string | true | undefined {
  if (value === true) return true;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value;
  return undefined;
}

/** A front matter of the keys that are set, in their order. */
export function frontMatterOf(values: Record<string, unknown>): FrontMatter {
  const frontMatter: FrontMatter = {};
  for (const [key, value] of Object.entries(values)) {
    if (!isUnset(value)) frontMatter[key] = value as FrontMatterValue;
  }
  return frontMatter;
}

/** The draft Puck's data stands for. */
export function draftOf(page: PuckPage): LandingDraft {
  const frontMatter = frontMatterOf(page.root.props);
  const blocks = page.content.map((block): LandingDraftBlock => {
    if (block.type === PROSE)
      return { kind: 'prose', markdown: typeof block.props.markdown === 'string' ? block.props.markdown : '' };
    const attributes: Record<string, string | true> = {};
    for (const [name, value] of Object.entries(block.props)) {
      if (name === 'id' || isUnset(value)) continue;
      const written = attributeValue(value);
      if (written !== undefined) attributes[name] = written;
    }
    return { kind: 'section', widget: block.type, attributes };
  });
  return { kind: 'landing', frontMatter, blocks };
}
