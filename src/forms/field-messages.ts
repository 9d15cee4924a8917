import type { Wording } from '../content/catalogue.ts';
import type { FormField } from '../content/forms/define-form.ts';
import { messages } from '../content/messages.ts';

/** What names a field to the visitor: its visible label, or the shorter term a message uses where the label is a phrase. */
export type LabelledField = Pick<FormField, 'label' | 'term'>;

/** The field messages of one language: English's (messages.ts) or a catalogue's. */
export type ValidationWords = Wording<typeof messages.validation>;

/**
 * Every message a field's rules can give, each naming the field as the visitor
 * sees it, in the visitor's language (its term, else its label), never by its
 * name in the post ('Service', not 'project'). The one place a rule's wording
 * meets a field's words, in the browser and on the server alike.
 */
export function fieldMessages(
  { label, term = label }: LabelledField,
  validation: ValidationWords = messages.validation,
) {
  return {
    required: validation.required(term),
    email: validation.email(term),
    lettersAndSpaces: validation.lettersAndSpaces(term),
    phone: validation.phone(term),
    choice: validation.choice(term),
    maxLength: (max: number) => validation.maxLength(term, max),
    fileType: validation.fileType(term),
    fileSize: validation.fileSize(term),
    /** This field must repeat `other` (a password's confirmation). */
    confirmed: (other: LabelledField) => validation.confirmed(term, other.term ?? other.label),
    accepted: validation.accepted(term),
  };
}

/** A field's messages, as {@link fieldMessages} makes them. */
export type FieldMessages = ReturnType<typeof fieldMessages>;
