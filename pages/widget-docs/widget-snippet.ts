import type { AttributeKind } from '../../src/content/widgets/types.ts';

/** What the configurator knows of one attribute: enough to draw its control, no prose. */
export interface ConfigAttribute {
  name: string;
  type: AttributeKind;
  values?: readonly string[];
  list?: true;
  default?: string;
}

/** What the configurator knows of one tag. */
export interface ConfigTag {
  /** The catalogue name: the tag is `it-` + name. */
  name: string;
  attributes: readonly ConfigAttribute[];
  /** Its section raises toasts, so the page needs `<it-toaster>`. */
  needsToaster: boolean;
}

/** A control's value: text, a ticked box, or the ticked items of a list. */
export type ConfigValue = string | boolean | readonly string[];

/** The attributes set on a tag, in the order given: name → text (a boolean's is ''). */
export type AttributeSet = readonly (readonly [string, string])[];

/**
 * The attributes a tag carries for the controls' values: an empty text, an
 * unticked box or an empty list leaves the attribute off (the default).
 */
export function attributeSet(tag: ConfigTag, values: Readonly<Record<string, ConfigValue>>): AttributeSet {
  return tag.attributes.flatMap((attribute): [string, string][] => {
    const value = values[attribute.name];
    if (value === true) return [[attribute.name, '']];
    if (Array.isArray(value)) return value.length > 0 ? [[attribute.name, value.join(',')]] : [];
    return typeof value === 'string' && value.trim() !== '' ? [[attribute.name, value.trim()]] : [];
  });
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tag as HTML: `<it-hero headline="…" data-layer></it-hero>`. */
export function tagHtml(name: string, attributes: AttributeSet): string {
  const written = attributes.map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${escapeAttribute(value)}"`));
  return `<it-${name}${written.join('')}></it-${name}>`;
}

/**
 * The whole snippet a partner pastes: the reserve.css link, the tag's script
 * (and the toaster's when it needs one), the tag, then the toaster.
 */
export function widgetSnippet(origin: string, tag: ConfigTag, attributes: AttributeSet): string {
  const script = (name: string) => `<script type="module" src="${origin}/widgets/${name}.js"></script>`;
  return [
    `<link rel="stylesheet" href="${origin}/widgets/reserve.css">`,
    script(tag.name),
    ...(tag.needsToaster ? [script('toaster')] : []),
    '',
    tagHtml(tag.name, attributes),
    ...(tag.needsToaster ? ['<it-toaster></it-toaster>'] : []),
  ].join('\n');
}
