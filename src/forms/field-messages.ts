import type { FormField } from '../content/forms/define-form';
import { messages } from '../content/messages';

/** What names a field to the visitor: its visible label, from the form's descriptor. */
export type LabelledField = Pick<FormField, 'label'>;

/**
 * Every message a field's rules can give, each naming the field by the label
 * the visitor sees beside it, never by its name in the post ('Service', not
 * 'project'). The one place a rule's wording meets a field's label, so a
 * message catalogue in other languages can take over here alone.
 */
export function fieldMessages({ label }: LabelledField) {
  const { validation } = messages;
  return {
    required: validation.required(label),
    email: validation.email(label),
    lettersAndSpaces: validation.lettersAndSpaces(label),
    phone: validation.phone(label),
    choice: validation.choice(label),
    maxLength: (max: number) => validation.maxLength(label, max),
    fileType: validation.fileType(label),
    fileSize: validation.fileSize(label),
    /** This field must repeat `other` (a password's confirmation). */
    confirmed: (other: LabelledField) => validation.confirmed(label, other.label),
    accepted: validation.accepted(label),
  };
}

/** A field's messages, as {@link fieldMessages} makes them. */
export type FieldMessages = ReturnType<typeof fieldMessages>;
