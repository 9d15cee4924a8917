import { isDeepStrictEqual } from 'node:util';
import { Document, isMap, isScalar, Pair, parseDocument, Scalar, YAMLMap, type Node } from 'yaml';
import type { FieldProblem, FrontMatter } from '../../../src/content/editor-api.ts';
import { readFrontMatter, sourceParts } from './front-matter.ts';
import { updatedNode, valueNode, writeOptions, type FrontMatterStyle } from './yaml-value-node.ts';

/** The fields in the style's order, any field it does not know after them as given. */
const ordered = (names: readonly string[], style: FrontMatterStyle) =>
  [...names].sort((a, b) => rank(a, style) - rank(b, style));
const rank = (name: string, style: FrontMatterStyle) => {
  const index = style.order.indexOf(name);
  return index === -1 ? style.order.length : index;
};

/** One field, `key: value` and what follows on its lines, as the `yaml` package writes it. */
function fieldText(key: string, value: Node, options: object): string {
  const doc = new Document();
  doc.contents = new YAMLMap();
  doc.contents.items.push(new Pair(new Scalar(key), value));
  return doc.toString({ ...writeOptions, ...options });
}

/** A new front matter: every field in the style's order, each written as the style says. */
function freshText(values: FrontMatter, style: FrontMatterStyle): string {
  const fields = ordered(Object.keys(values), style).map((key) =>
    fieldText(key, valueNode(values[key]!, key, style), {}),
  );
  return `---\n${fields.join('')}---\n`;
}

type FrontMatterParts = NonNullable<ReturnType<typeof sourceParts>['frontMatter']>;

/** Where the line holding `offset` starts. */
const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;

/**
 * The front matter edited in its original text: a field whose value is
 * unchanged keeps its bytes (and the comments and blank lines after it); a
 * changed one is written again from its parsed node, keeping the quoting and
 * layout of what did not change; a new one goes after the field the style puts
 * before it. Undefined when the text is beyond editing in place (YAML the
 * `yaml` package refuses, a flow map, a key that is not a plain name).
 */
function editedText(
  values: FrontMatter,
  style: FrontMatterStyle,
  parts: FrontMatterParts,
  before: FrontMatter,
): string | undefined {
  // The YAML begins with the rest of the opening `---` line; the line break before the closing one ends it.
  const text = `${parts.yaml}\n`;
  const doc = parseDocument(text);
  if (doc.errors.length > 0 || !isMap(doc.contents) || doc.contents.flow) return undefined;
  const entries: { key: string; text: string; gap: string }[] = [];
  // What is written anew ends its lines as the file does.
  const eol = parts.close.startsWith('\n---\r') ? '\r\n' : '\n';
  const written = (key: string, value: Node, options: object) => fieldText(key, value, options).replace(/\n/g, eol);
  const pairs = doc.contents.items;
  const starts = pairs.map((pair) => (isScalar(pair.key) && pair.key.range ? lineStart(text, pair.key.range[0]) : -1));
  if (starts.includes(-1) || new Set(pairs.map((pair) => String((pair.key as Scalar).value))).size !== pairs.length) {
    return undefined;
  }
  pairs.forEach((pair, index) => {
    const key = String((pair.key as Scalar).value);
    const node = pair.value as Node | null;
    const end = node?.range?.[2] ?? (pair.key as Scalar).range![2];
    const pairEnd = text.indexOf('\n', Math.max(end - 1, starts[index]!)) + 1;
    const next = starts[index + 1] ?? text.length;
    const original = text.slice(starts[index], pairEnd);
    const gap = text.slice(pairEnd, next);
    if (!Object.hasOwn(values, key)) entries.push({ key, text: '', gap });
    else if (isDeepStrictEqual(values[key], before[key])) entries.push({ key, text: original, gap });
    else {
      const value = updatedNode(node, before[key], values[key]!, key, style);
      // A list keeps how it was indented and padded, `[ a, b ]` or `- a` at the key's column.
      const options = { flowCollectionPadding: /[[{] /.test(original), indentSeq: !/\n- /.test(original) };
      entries.push({ key, text: written(key, value, options), gap });
    }
  });
  for (const key of ordered(Object.keys(values), style)) {
    if (entries.some((entry) => entry.key === key)) continue;
    const after = entries.findLastIndex((entry) => entry.text !== '' && rank(entry.key, style) <= rank(key, style));
    const entry = { key, text: written(key, valueNode(values[key]!, key, style), {}), gap: '' };
    // The new field goes right after the one before it, ahead of any comment that leads into the next.
    if (after !== -1) [entry.gap, entries[after]!.gap] = [entries[after]!.gap, ''];
    entries.splice(after + 1, 0, entry);
  }
  const close = parts.close.slice(1).replace(/^---$/, '---\n');
  return `---${text.slice(0, starts[0])}${entries.map((entry) => entry.text + entry.gap).join('')}${close}`;
}

/**
 * A page's front matter as a person writes it, from the opening `---` to the
 * closing one's line break. Given the file it was opened from, unchanged
 * fields keep their bytes and place: an edit changes only what it touches.
 */
export function frontMatterText(given: FrontMatter, style: FrontMatterStyle, original?: string): string {
  // A field set to undefined (which JSON cannot send) is a field taken away.
  const values = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const parts = original === undefined ? undefined : sourceParts(original).frontMatter;
  // A file without front matter stays without while none is given.
  if (original !== undefined && !parts && Object.keys(values).length === 0) return '';
  if (!parts) return freshText(values, style);
  let before: unknown;
  try {
    before = readFrontMatter(parts.yaml);
  } catch {
    return freshText(values, style);
  }
  if (isDeepStrictEqual(values, before)) return `---${parts.yaml}${parts.close}`;
  if (!parts.close || typeof before !== 'object' || before === null || Array.isArray(before)) {
    return freshText(values, style);
  }
  return editedText(values, style, parts, before as FrontMatter) ?? freshText(values, style);
}

/**
 * The fields that js-yaml, the build's reader, would not read back as given
 * from `written` (a file's text): none, unless the writer has a bug; checked
 * before anything is saved, so a page is never published other than it was seen.
 */
export function fieldsReadOtherwise(values: FrontMatter, written: string): FieldProblem[] {
  let read: unknown;
  try {
    read = readFrontMatter(sourceParts(written).frontMatter?.yaml ?? '');
  } catch {
    read = {};
  }
  const back = (typeof read === 'object' && read !== null ? read : {}) as Record<string, unknown>;
  return Object.keys(values)
    .filter((key) => !isDeepStrictEqual(back[key], values[key]))
    .map((field) => ({ field, message: 'cannot be written so that it reads back the same; please report this' }));
}
