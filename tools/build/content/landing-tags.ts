import { closest } from 'fastest-levenshtein';
import { widgetEntries, type WidgetDoc } from '../../../widgets/catalogue';
import { slugList } from '../../../src/ui/slug-list';
import type { LandingBlock } from '../../../src/content/types';

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
  if (!attribute) return { problem: `${tag} has no attribute "${name}"; it takes ${doc.attributes.map((a) => a.name).join(', ') || 'none'}` };
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
    return Number.isFinite(number) && value.trim() !== '' ? { value: number } : { problem: `${tag} ${name}="${value}" must be a number` };
  }
  return { value };
}

/** A tag no landing page can use, with the nearest one it may have meant. */
export function unknownTag(name: string): string {
  const tags = landingTags().map((doc) => `it-${doc.name}`);
  return `<it-${name}> is not a tag a landing page can use. Did you mean <${closest(`it-${name}`, tags)}>? The tags are ${tags.join(', ')}`;
}

/** The section a tag line names, with its props; problems are added to `problems`. */
export function parseTagLine(line: string, problems: string[]): LandingBlock | undefined {
  const match = TAG_LINE.exec(line);
  if (!match) return undefined;
  const name = match[1]!.slice('it-'.length);
  const doc = landingTags().find((entry) => entry.name === name);
  if (!doc) {
    problems.push(unknownTag(name));
    return undefined;
  }
  const props: Record<string, string | number | boolean> = {};
  for (const [, attribute, value] of (match[2] ?? '').matchAll(ATTRIBUTE)) {
    const result = propValue(doc, attribute!, value);
    if (result.problem) problems.push(result.problem);
    else props[camelCase(attribute!)] = result.value!;
  }
  return { kind: 'section', widget: doc.name, props };
}
