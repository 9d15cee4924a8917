import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { FormDescriptor, FormField } from '../content/forms/define-form.ts';
import {
  accepted,
  choice,
  email,
  lettersOnly,
  optionalText,
  personName,
  phone,
  required,
  slug,
  text,
} from './field-rules.ts';
import { fieldMessages, type ValidationWords } from './field-messages.ts';

// Zod 4 probes for eval to compile fast validators; under the site's CSP (no
// unsafe-eval) that probe is reported as a violation. The interpreted path is
// plenty fast for forms.
z.config({ jitless: true });

/** The zod rule of one field, its messages naming the field by its visible label. */
function fieldSchema(field: FormField, validation?: ValidationWords) {
  const say = fieldMessages(field, validation);
  switch (field.rule) {
    case 'name':
      return personName(say);
    case 'email':
      return email(say);
    case 'phone':
      return phone(say);
    case 'choice': {
      const values = (field.options ?? []).map((option) => option.value).filter(Boolean);
      return field.letters ? choice(say, values).check(lettersOnly(say)) : choice(say, values);
    }
    case 'text':
      return text(say);
    case 'optionalText':
      return optionalText(say);
    case 'required':
      return required(say);
    case 'slug':
      return slug(say);
    case 'accepted':
      return accepted(say);
  }
}

/**
 * A form's zod schema, made from its descriptor (src/content/forms/) and the
 * same for the browser and the server: each field's rule in the form's order,
 * then a field that must repeat another (`sameAs`) checked against it. Its
 * output has exactly the form's fields, so a name the form lacks does not compile.
 * `validation` words its messages in a language other than English.
 */
export function formSchema<F extends string>(
  form: FormDescriptor<F>,
  validation?: ValidationWords,
): $ZodType<Record<F, string>> {
  const byName: Readonly<Record<string, FormField>> = form.fields;
  const fields = Object.entries(byName);
  const object = z.object(Object.fromEntries(fields.map(([key, field]) => [key, fieldSchema(field, validation)])));
  const repeats = fields.flatMap(([key, field]) => {
    const { sameAs } = field;
    const repeated = sameAs === undefined ? undefined : byName[sameAs];
    if (!sameAs || !repeated) return [];
    return [
      z.refine<Record<string, string>>((values) => values[sameAs] === values[key], {
        path: [key],
        message: fieldMessages(field, validation).confirmed(repeated),
      }),
    ];
  });
  const schema = repeats.length > 0 ? object.check(...repeats) : object;
  // Built from the descriptor's own keys, every one a string rule: the output has exactly its fields.
  return schema as unknown as $ZodType<Record<F, string>>;
}

/** A form's values before anyone types: every field empty. */
export const emptyValues = <F extends string>(form: FormDescriptor<F>) =>
  Object.fromEntries(Object.keys(form.fields).map((key) => [key, ''])) as Record<F, string>;

/**
 * A post's values with every field of the form present: one left out (a
 * post made by hand, an optional field a browser did not send) is ''. Its
 * rule then says "required" as it would of an empty field, and an optional
 * field is simply empty.
 */
export const withEmptyFields = <F extends string>(
  form: FormDescriptor<F>,
  values: Readonly<Record<string, string>>,
) => ({
  ...emptyValues(form),
  ...values,
});
