import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { FormDescriptor, FormField } from '../content/forms/define-form';
import { messages } from '../content/messages';
import { accepted, choice, email, optionalText, personName, phone, required, slug, text } from './field-rules';

// Zod 4 probes for eval to compile fast validators; under the site's CSP (no
// unsafe-eval) that probe is reported as a violation. The interpreted path is
// plenty fast for forms.
z.config({ jitless: true });

/** How messages name a field: its key, an underscore read as a space ('full_name' → 'full name'). */
const spoken = (key: string) => key.replace(/_/g, ' ');

/** The zod rule of one field, named in its messages as the visitor reads it. */
function fieldSchema(key: string, field: FormField) {
  const name = spoken(key);
  switch (field.rule) {
    case 'name':
      return personName(name);
    case 'email':
      return email(name);
    case 'phone':
      return phone(name);
    case 'choice': {
      const values = (field.options ?? []).map((option) => option.value).filter(Boolean);
      return field.letters ? z.pipe(choice(name, values), personName(name)) : choice(name, values);
    }
    case 'text':
      return text(name);
    case 'optionalText':
      return optionalText(name);
    case 'required':
      return required(name);
    case 'slug':
      return slug(name);
    case 'accepted':
      return accepted(name);
  }
}

/**
 * A form's zod schema, made from its descriptor (src/content/forms/) and the
 * same for the browser and the server: each field's rule in the form's order,
 * then a field that must repeat another (`sameAs`) checked against it. Its
 * output has exactly the form's fields, so a name the form lacks does not compile.
 */
export function formSchema<F extends string>(form: FormDescriptor<F>): $ZodType<Record<F, string>> {
  const fields = Object.entries<FormField>(form.fields);
  const object = z.object(Object.fromEntries(fields.map(([key, field]) => [key, fieldSchema(key, field)])));
  const repeats = fields.flatMap(([key, { sameAs }]) =>
    sameAs
      ? [
          z.refine<Record<string, string>>((values) => values[sameAs] === values[key], {
            path: [key],
            message: messages.validation.confirmed(spoken(sameAs)),
          }),
        ]
      : [],
  );
  const schema = repeats.length > 0 ? object.check(...repeats) : object;
  // Built from the descriptor's own keys, every one a string rule: the output has exactly its fields.
  return schema as unknown as $ZodType<Record<F, string>>;
}

/** A form's values before anyone types: every field empty. */
export const emptyValues = <F extends string>(form: FormDescriptor<F>) =>
  Object.fromEntries(Object.keys(form.fields).map((key) => [key, ''])) as Record<F, string>;
