// What kind of control edits a value: one description for a tag's attribute
// (from its contract), a page's front matter key and a post's, so every form
// of the editor is made the same way.
import type { WidgetAttribute } from '../../../src/content/widgets/types.ts';
import { adminMessages } from '../messages.ts';

/**
 * The control: a select for allowed values, checkboxes for a list of them,
 * a switch for a boolean, a number, one line or several of text, a date, a
 * colour (a picker beside its #rrggbb text), the FAQ's questions. `json` attributes get none: the front matter holds them.
 */
export type FieldKind = 'select' | 'checkboxes' | 'switch' | 'number' | 'text' | 'textarea' | 'date' | 'color' | 'faq';

/** One choice of a select or of checkboxes. */
export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a form. */
export interface FieldSpec {
  /** The attribute's contract name (`button-label`) or the front matter key (`title`). */
  name: string;
  kind: FieldKind;
  label: string;
  /** What it does, under the control. */
  help?: string;
  options?: readonly FieldOption[];
  /** What an unset value means (the contract's default), for the select's first choice, the switch and the colour's picker. */
  defaultValue?: string;
  /** A value is needed (the schema requires it). */
  required?: boolean;
  /** Checkboxes give a YAML list (a post's tags), not a tag attribute's comma-separated text. */
  asList?: boolean;
}

/** Attributes written as a sentence or two get several lines. */
const longText = new Set(['text', 'intro', 'message', 'description', 'excerpt', 'alt']);

/** The control an attribute of a tag needs; undefined for `json`, which the front matter holds. */
export function attributeKind(attribute: WidgetAttribute): FieldKind | undefined {
  if (attribute.type === 'json') return undefined;
  if (attribute.values && attribute.list) return 'checkboxes';
  if (attribute.values) return 'select';
  if (attribute.type === 'boolean') return 'switch';
  if (attribute.type === 'number') return 'number';
  return longText.has(attribute.name) ? 'textarea' : 'text';
}

/** The field of one attribute of a tag's contract; undefined for one the builder leaves to the front matter. */
export function attributeField(attribute: WidgetAttribute): FieldSpec | undefined {
  const kind = attributeKind(attribute);
  if (!kind) return undefined;
  return {
    name: attribute.name,
    kind,
    label: adminMessages.fields.labelOf(attribute.name),
    help: attribute.description,
    options: attribute.values?.map((value) => ({ value, label: value })),
    defaultValue: attribute.default,
  };
}
