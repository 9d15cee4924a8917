import type { FormWords } from './catalogue.ts';
import type { FormDescriptor } from './forms/define-form.ts';

/**
 * An account form's descriptor in another language: each field's label, term
 * and placeholder, its button and its other lines (links, prompts) from the
 * catalogue; itself in English. The mail forms' localizeForm also words
 * options and an upload, which account forms lack; calling it from the account
 * widgets would make it an export of the mail forms' shared chunk, bytes the
 * enquiry form's size budget has no room for. In a module of its own, only
 * the account widgets carry this one.
 */
export function localizeAccountForm<D extends FormDescriptor>(form: D, words?: FormWords): D {
  if (!words) return form;
  const fields = Object.fromEntries(
    Object.entries(form.fields).map(([name, field]) => {
      const own = words.fields[name];
      return [name, own ? { ...field, label: own.label, term: own.term, placeholder: own.placeholder } : field];
    }),
  );
  return { ...form, ...words, fields };
}
