import { isDeepStrictEqual } from 'node:util';
import yaml from 'js-yaml';
import { Document, isMap, isScalar, isSeq, Pair, parseDocument, Scalar, YAMLMap, YAMLSeq, type Node } from 'yaml';
import type { FrontMatterValue } from '../../../src/content/editor-api.ts';

/** How a collection's front matter is written where a person has not said otherwise. */
export interface FrontMatterStyle {
  /** The fields in the order a person writes them: the schema's. */
  order: readonly string[];
  /** Fields (at any depth) whose text is written in double quotes even where YAML needs none. */
  quoted: readonly string[];
  /** Lists written on one line, `tags: [Cloud, Strategy]`. */
  flow: readonly string[];
}

/** How the `yaml` package writes: never folding a line, `[a, b]` as the repository writes lists. */
export const writeOptions = { lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false } as const;

const isRecord = (value: unknown): value is Record<string, FrontMatterValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether YAML can hold the text unquoted and js-yaml, the build's reader, still
 * reads that very text: the `yaml` package knows YAML's rules, but its core
 * schema and js-yaml's differ at the edges (js-yaml reads 0b101 as 5).
 */
function plainWorks(text: string, inFlow: boolean): boolean {
  if (text.includes('\n')) return false;
  const scalar = Object.assign(new Scalar(text), { type: Scalar.PLAIN });
  const list = Object.assign(new YAMLSeq(), { flow: true, items: [scalar] });
  const doc = new Document();
  doc.contents = new YAMLMap();
  doc.contents.items.push(new Pair(new Scalar('k'), inFlow ? list : scalar));
  const written = doc.toString(writeOptions);
  const node = parseDocument(written).getIn(inFlow ? ['k', 0] : ['k'], true);
  const read = yaml.load(written, { schema: yaml.CORE_SCHEMA });
  return isScalar(node) && node.type === Scalar.PLAIN && isDeepStrictEqual(read, { k: inFlow ? [text] : text });
}

/** The style a text keeps: its old one where it still can, else unquoted where YAML allows, else double quotes. */
function textStyle(text: string, inFlow: boolean, old?: Scalar.Type): Scalar.Type {
  if (old === Scalar.QUOTE_DOUBLE) return old;
  if (old === Scalar.QUOTE_SINGLE && !text.includes('\n')) return old;
  if ((old === Scalar.BLOCK_LITERAL || old === Scalar.BLOCK_FOLDED) && !inFlow) return old;
  return plainWorks(text, inFlow) ? Scalar.PLAIN : Scalar.QUOTE_DOUBLE;
}

/** A new node for a value of the field `key`, written as the style says. */
export function valueNode(value: FrontMatterValue, key: string, style: FrontMatterStyle, inFlow = false): Node {
  if (Array.isArray(value)) {
    const flow = inFlow || style.flow.includes(key);
    return Object.assign(new YAMLSeq(), { flow, items: value.map((item) => valueNode(item, key, style, flow)) });
  }
  if (isRecord(value)) {
    const items = Object.entries(value).map(
      ([name, item]) => new Pair(new Scalar(name), valueNode(item, name, style, inFlow)),
    );
    return Object.assign(new YAMLMap(), { flow: inFlow, items });
  }
  const scalar = new Scalar(value);
  if (typeof value === 'string')
    scalar.type = style.quoted.includes(key) ? Scalar.QUOTE_DOUBLE : textStyle(value, inFlow);
  return scalar;
}

/**
 * The node of a field whose value went from `before` to `after`, made from its
 * parsed `node` so that what did not change keeps its node (and so its quoting,
 * comments and layout), and a changed text keeps its quoting where it can.
 */
export function updatedNode(
  node: unknown,
  before: unknown,
  after: FrontMatterValue,
  key: string,
  style: FrontMatterStyle,
  inFlow = false,
): Node {
  if (isDeepStrictEqual(before, after) && (isScalar(node) || isSeq(node) || isMap(node))) return node;
  if (isScalar(node) && !isRecord(after) && !Array.isArray(after)) {
    const scalar = new Scalar(after);
    scalar.comment = node.comment;
    if (typeof after === 'string') scalar.type = textStyle(after, inFlow, node.type);
    return scalar;
  }
  if (isSeq(node) && Array.isArray(after) && Array.isArray(before)) {
    node.items = after.map((item, index) =>
      index < node.items.length
        ? updatedNode(node.items[index], before[index], item, key, style, node.flow)
        : valueNode(item, key, style, node.flow),
    );
    return node;
  }
  if (isMap(node) && isRecord(after) && isRecord(before)) {
    const names = node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : ''));
    node.items = node.items.filter((_, index) => Object.hasOwn(after, names[index]!));
    for (const pair of node.items) {
      const name = String((pair.key as Scalar).value);
      pair.value = updatedNode(pair.value, before[name], after[name]!, name, style, node.flow);
    }
    for (const [name, value] of Object.entries(after)) {
      if (!names.includes(name)) node.items.push(new Pair(new Scalar(name), valueNode(value, name, style, node.flow)));
    }
    return node;
  }
  return valueNode(after, key, style, inFlow);
}
