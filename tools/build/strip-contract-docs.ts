// The widgets' contracts (widgets/<name>/contract.ts and the shared
// src/content/widgets/common.ts) carry prose for people: a
// summary, an example and a description per attribute, event, part and CSS
// property. The manifest, the .d.ts and the /widgets gallery are built from it
// at build time; the tags themselves need only the names and types. This
// plugin drops those texts from the widgets' bundles, so a partner's page does
// not download the documentation. The parts and CSS properties are for people
// and their tools alone, so their lists are emptied too (a theme's tokens are
// read by the stylesheets, not by script). An AST pass (rollup's own parser),
// not a regex: a string that merely contains "description:" is left alone.
import type { Plugin } from 'rollup';

/** An ESTree node from rollup's parser, with its offsets in the code; only what this pass reads is named. */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

/** An object literal's property: its key an identifier (`name`) or a literal (`value`). */
interface Property extends Node {
  key: Node & { name?: string; value?: unknown };
  value: Node;
}

// Keys are compared as the parser gives them: a name, or a literal of any type.
const DOC_KEYS: ReadonlySet<unknown> = new Set(['summary', 'example', 'description']);
/** Lists the tags never read at run time: emptied, whatever they hold. */
const STYLE_KEYS: ReadonlySet<unknown> = new Set(['parts', 'cssProperties']);
/** Each widget's contract.ts, and the parts contracts share (src/content/widgets/common.ts). */
export const CONTRACTS = /[\\/](widgets[\\/][^\\/]+[\\/]contract|src[\\/]content[\\/]widgets[\\/][^\\/]+)\.ts$/;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const keyOf = (property: Property): unknown => property.key.name ?? property.key.value;

/** Whether a node is text only (a string or a template without expressions), safe to drop. */
const isText = (node: Node) =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0);

/** Every object property of the tree whose key is one of DOC_KEYS and whose value is text, or one of STYLE_KEYS. */
function docProperties(node: unknown, found: Property[] = []): Property[] {
  if (!isNode(node)) return found;
  const key = node.type === 'Property' && !node.computed ? keyOf(node as Property) : undefined;
  if ((DOC_KEYS.has(key) && isText((node as Property).value)) || STYLE_KEYS.has(key)) {
    found.push(node as Property);
    return found;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) docProperties(child, found);
    else if (isNode(value)) docProperties(value, found);
  }
  return found;
}

/** A rollup plugin: the contracts without their prose, in the bundle it is added to. */
export function stripContractDocs(): Plugin {
  return {
    name: 'strip-contract-docs',
    transform(code, id) {
      if (!CONTRACTS.test(id)) return null;
      const found = docProperties(this.parse(code));
      if (found.length === 0) return null;
      let out = code;
      for (const property of found.sort((a, b) => b.start - a.start)) {
        const { start, end, value } = property;
        if (STYLE_KEYS.has(keyOf(property))) {
          out = out.slice(0, value.start) + '[]' + out.slice(value.end);
          continue;
        }
        const comma = /^\s*,/.exec(out.slice(end));
        out = out.slice(0, start) + out.slice(comma ? end + comma[0].length : end);
      }
      return { code: out, map: null };
    },
  };
}
