import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AccountForm } from '../content/catalogue.ts';
import type { FormDescriptor } from '../content/forms/define-form.ts';
import { localizeAccountForm } from '../content/localize-account-form.ts';
import { pageMessages } from '../content/page-messages.ts';
import { notify } from '../state/toasts.ts';
import { createFormState, type FormState } from '../forms/form-state.ts';
import { focusFirstInvalid } from './use-mail-form.ts';
import { useCatalogue } from './widget-context.ts';
import '../styles/form.css';

/** What an account form needs: its descriptor (in English), its words' name in a catalogue, its starting values and its thank-you toast. */
export interface AccountFormOptions<D extends FormDescriptor> {
  form: D;
  words: AccountForm;
  preset: Partial<Record<keyof D['fields'], string>>;
  /** The toast of a valid submit, by its name in pageMessages.account (and in each catalogue). */
  success: Exclude<keyof typeof pageMessages.account, 'emptyField'>;
}

/**
 * The sign-in, sign-up and forgot-password forms: front-end only (no accounts
 * exist). An invalid submit shows the messages, focuses the first invalid field
 * and toasts 'Empty field is not allowed!'; a valid one toasts its success and
 * hands the values to onValid with the form's state, which decides what
 * happens next. Worded in the widget's language (its lang, or the page's):
 * `copy` is the descriptor in it, every line the form shows.
 */
export function useAccountForm<D extends FormDescriptor>(
  { form, words, preset, success }: AccountFormOptions<D>,
  onValid: (values: Record<keyof D['fields'] & string, string>, form: FormState<keyof D['fields'] & string>) => void,
) {
  type F = keyof D['fields'] & string;
  const formRef = useRef<HTMLFormElement>(null);
  const catalogue = useCatalogue();
  const say = catalogue?.account.toasts ?? pageMessages.account;
  const copy = useMemo(() => localizeAccountForm(form, catalogue?.account[words]), [form, words, catalogue]);
  const [state] = useState(() =>
    createFormState<F>(
      copy as FormDescriptor<F>,
      preset as Partial<Record<F, string>>,
      undefined,
      catalogue?.validation,
    ),
  );
  // A change of language relabels the fields and rewords their messages, keeping what was typed.
  // Before the browser paints, as the box's lang and direction change in the same commit.
  useLayoutEffect(() => state.relabel(copy, catalogue?.validation), [state, copy, catalogue]);
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!state.check()) {
      focusFirstInvalid(event.currentTarget, state.ruleErrors.value);
      notify('error', say.emptyField);
      return;
    }
    const values = state.values.value;
    notify('success', say[success]);
    onValid(values, state);
  }
  return {
    state,
    copy,
    formProps: { ref: formRef, method: 'post', className: 'it-form', onSubmit: handleSubmit } as const,
  };
}
