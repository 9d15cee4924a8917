// How a tag's attribute becomes its prop, as its contract types it. Runs in the
// script a partner's page loads first, so it stays small.
import type { WidgetAttribute } from '../content/widgets/types.ts';

/** An attribute's prop name: `button-label` is `buttonLabel`. */
export const propName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The value {@link readAttribute} returns when the prop keeps what it had. */
export const UNCHANGED: unique symbol = Symbol('unchanged');

/**
 * The prop an attribute's new value gives: `undefined` for the section's
 * default (the attribute was removed, or holds a value its contract does not
 * allow), or {@link UNCHANGED} for an empty value of an attribute that is not a
 * boolean. A boolean is true when present, bare or with any value but "false".
 * A partner's page is not built by us: a value outside `values` (each
 * comma-separated item must be one of them) leaves the default, with a warning
 * naming the tag, the attribute and what it takes. Bad JSON throws, so the
 * browser's own error reaches the console and the prop keeps its value.
 */
export function readAttribute(tag: string, attribute: WidgetAttribute, value: string | null): unknown {
  if (value === null) return undefined;
  if (attribute.type === 'boolean') return value !== 'false';
  const { name, values } = attribute;
  if (values && !value.split(',').every((item) => values.includes(item.trim()))) {
    console.warn(`<${tag}> ${name}="${value}" is not allowed; use ${values.join(', ')}`);
    return undefined;
  }
  if (value === '') return UNCHANGED;
  if (attribute.type === 'number') return parseFloat(value);
  return attribute.type === 'json' ? (JSON.parse(value) as unknown) : value;
}

/**
 * The attribute text that stands for a prop set as an element property (a
 * number's digits, a boolean's "true" or "false", an object's JSON), or `null`
 * for none; the attribute then decides the prop, as if the page had written it.
 */
export function attributeText(attribute: WidgetAttribute, value: unknown): string | null {
  if (attribute.type === 'boolean') return value ? 'true' : 'false';
  if (attribute.type === 'json') return JSON.stringify(value) ?? null;
  return value == null ? null : `${value as string | number}`;
}
