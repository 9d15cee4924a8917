// A tag's attributes as its section's props, the way the build reads them
// (tools/build/content/landing-tags.ts, which the screens may not import; a
// test holds the two to the same answer for every tag of every page).
import type { FaqItem, LandingBlock } from '../../../src/content/types.ts';
import type { WidgetAttribute, WidgetDoc } from '../../../src/content/widgets/types.ts';
import { slugList } from '../../../src/ui/slug-list.ts';

type Props = Record<string, string | number | boolean | readonly FaqItem[]>;

/** A value the contract allows: one of its values, or (a list) some of them. */
function allowed(attribute: WidgetAttribute, value: string): boolean {
  if (!attribute.values) return true;
  if (!attribute.list) return attribute.values.includes(value);
  const items = slugList(value);
  return items.length > 0 && items.every((item) => attribute.values!.includes(item));
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The props a section gets from a block's attributes: a boolean is true unless
 * written "false", a number as a number; a value the build would refuse is left
 * out, so the preview shows the section's default while the field shows the
 * problem. The page's FAQ items (front matter `faq`) go to its FAQ block.
 */
export function sectionProps(
  doc: WidgetDoc,
  attributes: Readonly<Record<string, unknown>>,
  faq?: readonly FaqItem[],
): Props {
  const props: Props = {};
  for (const [name, value] of Object.entries(attributes)) {
    const attribute = doc.attributes.find((entry) => entry.name === name);
    if (!attribute || value === undefined || value === null || value === '' || attribute.type === 'json') continue;
    if (attribute.type === 'boolean') props[camelCase(name)] = value !== 'false' && value !== false;
    else if (typeof value !== 'string' || !allowed(attribute, value)) continue;
    else if (attribute.type === 'number') {
      const number = Number(value);
      if (Number.isFinite(number) && value.trim() !== '') props[camelCase(name)] = number;
    } else props[camelCase(name)] = value;
  }
  return doc.name === 'faq' && faq && faq.length > 0 ? { items: faq, ...props } : props;
}

/** A section block of the builder as the site's LandingPageBlock renders it. */
export const sectionBlock = (
  doc: WidgetDoc,
  attributes: Readonly<Record<string, unknown>>,
  faq?: readonly FaqItem[],
): Extract<LandingBlock, { kind: 'section' }> => ({
  kind: 'section',
  widget: doc.name,
  props: sectionProps(doc, attributes, faq),
});
