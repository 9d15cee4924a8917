import { closest } from 'fastest-levenshtein';
import { widgetEntries, type WidgetDoc } from '../../../widgets/catalogue.ts';
import { slugList } from '../../../src/ui/slug-list.ts';
import type { FieldProblem } from '../../../src/content/editor-api.ts';
import type { LandingBlock } from '../../../src/content/types.ts';

/** The tags a landing page may use, `it-` + the widget's name: the catalogue's entries not marked otherwise. */
export const landingTags = (): WidgetDoc[] =>
  widgetEntries.filter((entry) => !entry.notOnLandingPages).map((entry) => entry.doc);

/** A tag alone on its line, `<it-name attr="value" flag></it-name>`. */
const TAG_LINE = /^\s*<(it-[a-z0-9-]+)((?:\s+[a-z][a-z0-9-]*(?:="[^"<>]*")?)*)\s*>\s*<\/\1>\s*$/;
const ATTRIBUTE = /([a-z][a-z0-9-]*)(?:="([^"]*)")?/g;
const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** One attribute's text as the prop the contract defines (as the widget reads it), or a problem. */
function propValue(
  doc: WidgetDoc,
  name: string,
  value: string | undefined,
): { value?: string | number | boolean; problem?: string } {
  const tag = `<it-${doc.name}>`;
  const attribute = doc.attributes.find((entry) => entry.name === name);
  if (!attribute)
    return {
      problem: `${tag} has no attribute "${name}"; it takes ${doc.attributes.map((a) => a.name).join(', ') || 'none'}`,
    };
  if (attribute.type === 'boolean') return { value: value !== 'false' };
  if (value === undefined) return { problem: `${tag} ${name} needs a value: ${name}="…"` };
  if (attribute.list && attribute.values) {
    const unknown = slugList(value).filter((item) => !attribute.values!.includes(item));
    if (unknown.length > 0 || slugList(value).length === 0) {
      return {
        problem: `${tag} ${name}="${value}" is not allowed${unknown.length ? ` (${unknown.join(', ')} unknown)` : ''}; use a comma-separated list of ${attribute.values.join(', ')}`,
      };
    }
    return { value };
  }
  if (attribute.values && !attribute.values.includes(value)) {
    return { problem: `${tag} ${name}="${value}" is not allowed; use one of ${attribute.values.join(', ')}` };
  }
  // JSON in a double-quoted attribute cannot be written here; the front matter holds such lists.
  if (attribute.type === 'json') return { problem: `${tag} ${name}: write them in the front matter (faq:) instead` };
  if (attribute.type === 'number') {
    const number = Number(value);
    return Number.isFinite(number) && value.trim() !== ''
      ? { value: number }
      : { problem: `${tag} ${name}="${value}" must be a number` };
  }
  return { value };
}

/** A tag no landing page can use, with the nearest one it may have meant. */
export function unknownTag(name: string): string {
  const tags = landingTags().map((doc) => `it-${doc.name}`);
  return `<it-${name}> is not a tag a landing page can use. Did you mean <${closest(`it-${name}`, tags)}>? The tags are ${tags.join(', ')}`;
}

/** A tag line's parts, as a landing draft holds them: the widget's name and its attributes in the line's order. */
export interface TagLine {
  widget: string;
  attributes: Record<string, string | true>;
}

/** The tag a line holds when it is one `it-*` tag alone, `<it-name attr="value" flag></it-name>`; else undefined. */
export function tagLineOf(line: string): TagLine | undefined {
  const match = TAG_LINE.exec(line);
  if (!match) return undefined;
  const attributes: Record<string, string | true> = {};
  for (const [, name, value] of (match[2] ?? '').matchAll(ATTRIBUTE)) attributes[name!] = value ?? true;
  return { widget: match[1]!.slice('it-'.length), attributes };
}

/** A tag's line as a person writes it: attributes in order, `name="value"`, a `true` one bare. */
export const tagLineText = ({ widget, attributes }: TagLine): string =>
  `<it-${widget}${Object.entries(attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value}"`))
    .join('')}></it-${widget}>`;

/**
 * The section a tag names, with its props as the contract types them; each
 * problem is added to `problems` at `field` (the block, for an unknown tag) or
 * `field.<attribute>`.
 */
export function sectionOf(
  { widget, attributes }: TagLine,
  field: string,
  problems: FieldProblem[],
): LandingBlock | undefined {
  const doc = landingTags().find((entry) => entry.name === widget);
  if (!doc) {
    problems.push({ field, message: unknownTag(widget) });
    return undefined;
  }
  const props: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const result = propValue(doc, name, value === true ? undefined : value);
    if (result.problem) problems.push({ field: `${field}.${name}`, message: result.problem });
    else props[camelCase(name)] = result.value!;
  }
  return { kind: 'section', widget: doc.name, props };
}
