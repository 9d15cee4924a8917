import { batch, computed, signal } from '@preact/signals-react';
import type { FormDescriptor } from '../content/forms/define-form.ts';
import { validate, type FieldErrors } from './field-errors.ts';
import type { ValidationWords } from './field-messages.ts';
import { emptyValues, formSchema } from './form-schema.ts';

/**
 * A form's state on signals, with no React in it: values, the rule errors of
 * the current values, which fields the visitor has left (touched), the errors
 * the server returned, and whether a send is in flight with its progress.
 * A field's message shows once it was touched or a submit was tried, and
 * disappears as soon as the value is valid (spec: messages shown while invalid).
 */
export function createFormState<F extends string>(
  // The field names are the descriptor's: a name the form lacks does not compile.
  form: FormDescriptor<F>,
  /** Values chosen in advance (a widget's service, the post commented on); every other field starts empty. */
  preset: Partial<Record<NoInfer<F>, string>> = {},
  /** Checks the state cannot see (the chosen file), given the form's words in the language shown. */
  extraCheck?: (form: FormDescriptor<F>, validation?: ValidationWords) => FieldErrors,
  /** The field messages of a language other than English. */
  validation?: ValidationWords,
) {
  // The words follow the widget's language; the rules, values and touched fields stay.
  const words = signal({ form, validation });
  const schema = computed(() => formSchema(words.value.form, words.value.validation));
  const extraErrors = () => (extraCheck ? extraCheck(words.peek().form, words.peek().validation) : {});
  const initial = { ...emptyValues(form), ...preset } as Record<F, string>;
  const values = signal<Record<F, string>>({ ...initial });
  const touched = signal<ReadonlySet<string>>(new Set());
  const submitted = signal(false);
  const serverErrors = signal<FieldErrors>({});
  const sending = signal(false);
  /** Upload progress from 0 to 100 while a file is sent; null otherwise. */
  const progress = signal<number | null>(null);
  const extra = signal<FieldErrors>({});

  const ruleErrors = computed<FieldErrors>(() => {
    const result = validate(schema.value, values.value);
    return { ...(result.ok ? {} : result.errors), ...extra.value };
  });

  /** The message shown beside each field right now. */
  const visibleErrors = computed<FieldErrors>(() => {
    const shown: FieldErrors = { ...serverErrors.value };
    for (const [field, message] of Object.entries(ruleErrors.value)) {
      if (submitted.value || touched.value.has(field)) shown[field] = message;
    }
    return shown;
  });

  return {
    /** Each field's rule, words and input, from the form's descriptor in the language shown. */
    get fields() {
      return words.value.form.fields;
    },
    /** Words the form again in another language (a widget's lang changed); what was typed stays. */
    relabel(next: FormDescriptor<F>, nextValidation?: ValidationWords) {
      if (next === words.peek().form) return;
      batch(() => {
        words.value = { form: next, validation: nextValidation };
        extra.value = extraErrors();
      });
    },
    values,
    touched,
    submitted,
    sending,
    progress,
    ruleErrors,
    visibleErrors,
    /** Stores a changed value and checks it (on change and on blur alike). */
    set(name: F, value: string) {
      batch(() => {
        values.value = { ...values.value, [name]: value };
        this.touch(name);
      });
    },
    /**
     * Stores a value chosen for the visitor (a widget's `service` attribute),
     * without marking the field touched: nobody has left or changed it, so no
     * message may show yet (issue: 'The project field is required.' on load).
     */
    prefill(name: F, value: string) {
      if (values.value[name] !== value) values.value = { ...values.value, [name]: value };
    },
    /** Marks a field as visited so its message may show. */
    touch(name: string) {
      const { [name]: _dropped, ...rest } = serverErrors.value;
      batch(() => {
        if (!touched.value.has(name)) touched.value = new Set([...touched.value, name]);
        serverErrors.value = rest;
        extra.value = extraErrors();
      });
    },
    /** Marks a submit attempt; true when every rule passes. */
    check(): boolean {
      batch(() => {
        submitted.value = true;
        extra.value = extraErrors();
      });
      return Object.keys(ruleErrors.value).length === 0;
    },
    /** Shows the server's per-field messages beside their fields. */
    showServerErrors(errors: FieldErrors) {
      serverErrors.value = errors;
    },
    /** Empties the form and hides every message (after a successful send). */
    reset(next: Record<F, string> = initial) {
      batch(() => {
        values.value = { ...next };
        touched.value = new Set();
        submitted.value = false;
        serverErrors.value = {};
        extra.value = {};
      });
    },
  };
}

/** What {@link createFormState} returns. */
export type FormState<F extends string = string> = ReturnType<typeof createFormState<F>>;
