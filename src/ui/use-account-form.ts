import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormDescriptor } from '../content/forms/define-form';
import { pageMessages } from '../content/page-messages';
import { notify } from '../state/toasts';
import { createFormState, type FormState } from '../forms/form-state';
import { focusFirstInvalid } from './use-mail-form';
import '../styles/form.css';

/**
 * The sign-in, sign-up and forgot-password forms: front-end only (no accounts
 * exist). An invalid submit shows the messages, focuses the first invalid field
 * and toasts 'Empty field is not allowed!'; a valid one hands the values to
 * onValid with the form's state, which decides what happens next.
 */
export function useAccountForm<F extends string>(
  form: FormDescriptor<F>,
  preset: Partial<Record<NoInfer<F>, string>>,
  onValid: (values: Record<F, string>, form: FormState<F>) => void,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [state] = useState(() => createFormState<F>(form, preset));
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!state.check()) {
      focusFirstInvalid(event.currentTarget, state.ruleErrors.value);
      notify('error', pageMessages.account.emptyField);
      return;
    }
    onValid(state.values.value, state);
  }
  return { state, formProps: { ref: formRef, method: 'post', className: 'it-form', onSubmit: handleSubmit } as const };
}
