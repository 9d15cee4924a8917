/** An option of a select field; an empty value marks the placeholder. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * What a field's value must be. src/forms/form-schema.ts turns each into its
 * zod rule (src/forms/field-rules.ts), naming the field in its messages by its
 * visible `label` (src/forms/field-messages.ts): "The Service field is required.",
 * never its key ('project').
 */
export type FieldRule =
  /** Letters of any script and spaces. */
  | 'name'
  | 'email'
  | 'phone'
  /** One of the field's `options` (the placeholder's empty value reads as missing). */
  | 'choice'
  /** Several lines, required. */
  | 'text'
  /** Several lines, may be left empty. */
  | 'optionalText'
  /** One line of anything, required (a password). */
  | 'required'
  /** Lower-case letters, digits and hyphens: the slug of the post commented on. */
  | 'slug'
  /** A box the visitor must tick; the mail shows the server's consent line instead of a field. */
  | 'accepted';

/** One field of a form: its rule, the words beside it, and how it is entered. */
export interface FormField {
  rule: FieldRule;
  /** The visible label; every message about the field names it by this, in the browser and from the server alike. */
  label: string;
  /**
   * How a message names the field where the label is a phrase ('Your Name'
   * reads 'The Name field is required.'); the label itself otherwise.
   */
  term?: string;
  placeholder?: string;
  /** An input (the default), a textarea or a select of `options`. */
  control?: 'textarea' | 'select';
  type?: 'email' | 'tel' | 'password';
  autoComplete?: string;
  /** A select's choices, the empty placeholder first. */
  options?: readonly SelectOption[];
  /** A textarea's height in lines (5 unless given). */
  rows?: number;
  /** Letters and spaces only, on top of the rule (the spec's rule for the contact subject). */
  letters?: true;
  /** The field whose value this one must repeat (the sign-up's password confirmation); its message names both labels. */
  sameAs?: string;
}

/** A file a form sends beside its fields (the careers resume): its input's name, label and the hint under it. */
export interface UploadField {
  name: string;
  label: string;
  placeholder: string;
}

/** A form: each field once, in the order the form shows it, and its submit button's words. */
export interface FormDescriptor<F extends string = string> {
  fields: Readonly<Record<F, FormField>>;
  /** A file checked by its own rules (src/forms/resume-rules.ts), not by the schema. */
  upload?: UploadField;
  submit: string;
}

/** The names of a form's fields. */
export type FieldName<D extends FormDescriptor> = keyof D['fields'] & string;

/** The fields the company's mail lists: every field but a ticked box, which the server records as its consent line. */
export type MailFieldName<D extends FormDescriptor> = {
  [K in FieldName<D>]: D['fields'][K]['rule'] extends 'accepted' ? never : K;
}[FieldName<D>];

/**
 * The words of the company's mail about one form: its subject and each field's
 * label there. Kept in an export of its own beside the form, which only the
 * server imports, so these words never reach a widget's bundle.
 */
export interface MailWords<F extends string> {
  /** `name` is the sender's, one short line; `topic(field)` a field's value as one short line, an option by its label. */
  subject: (name: string, topic: (field: F) => string) => string;
  /** Each field's label in the mail, in the order the mail lists them. */
  fields: Readonly<Record<F, string>>;
}

/** Declares a form, keeping its field names and rules as literal types (so a wrong name does not compile). */
export const defineForm = <const D extends FormDescriptor>(form: D): D => form;
