// A partner's page is not built by us, so a tag checks its attributes against
// its contract when it meets them: a bad value falls back to the default, with
// one warning in the console, rather than an empty or broken section.
import type { WidgetAttribute } from '../content/widgets/types';
import { slugList } from '../ui/slug-list';

/** An attribute's name as its property: `heading-level` → `headingLevel`. */
export const camelCase = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Each bad value already reported, so re-renders and a second tag do not repeat it. */
const warned = new Set<string>();

/** Says once, in the console, that `<tag>`'s attribute has a value it does not take, and what it takes. */
export function warnOnce(tag: string, attribute: string, value: string, allowed: string): void {
  const warning = `<${tag}> ${attribute}="${value}" is not allowed, so the default is shown; use ${allowed}.`;
  if (warned.has(warning)) return;
  warned.add(warning);
  console.warn(warning);
}

/**
 * The props without the values their contract does not allow (an attribute's
 * `values`, each item of a `list`), so the section shows its default for them.
 */
export function checkedProps<P extends Record<string, unknown>>(
  tag: string,
  attributes: readonly WidgetAttribute[],
  props: P,
): P {
  const checked: Record<string, unknown> = { ...props };
  for (const { name, values, list } of attributes) {
    const value = props[camelCase(name)];
    // Attributes with values are text or numbers; a property set to anything else is the section's to judge.
    if (!values || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const text = String(value);
    const items = list ? slugList(text) : [text];
    if (items.length > 0 && items.every((item) => values.includes(item))) continue;
    delete checked[camelCase(name)];
    warnOnce(tag, name, text, `${list ? 'a comma-separated list of' : 'one of'} ${values.join(', ')}`);
  }
  return checked as P;
}
