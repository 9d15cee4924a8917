import { batch } from '@preact/signals-react';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { localizeForm, type CataloguedForm } from '../content/catalogue.ts';
import type { FormDescriptor } from '../content/forms/define-form.ts';
import { messages } from '../content/messages.ts';
import { notify } from '../state/toasts.ts';
import type { FieldErrors } from '../forms/field-errors.ts';
import type { ValidationWords } from '../forms/field-messages.ts';
import { createFormState } from '../forms/form-state.ts';
import { prefillValues, type PrefillProps } from './prefill-values.ts';
import { sendForm } from './send-form.ts';
import { useFormChallenge } from './use-form-challenge.ts';
import { AssetBaseContext, useCatalogue, useWidgetEvent } from './widget-context.ts';
import type * as LeadSource from './source-fields.ts';
import '../styles/form.css';
import '../styles/form-language.css';

/** The lead-source rules a send applies (source-fields.ts), loaded apart. */
type LeadSourceRules = typeof LeadSource;

/** What a mail form needs: where it posts, its descriptor (fields, rules, words), values chosen in advance and its thank-you toast. */
export interface MailFormOptions<F extends string> {
  action: string;
  /** The form's descriptor, in English; `words` names its words in a catalogue (a form widget's). */
  form: FormDescriptor<F>;
  words?: CataloguedForm;
  preset?: Partial<Record<NoInfer<F>, string>>;
  /** The thank-you toast, by its name in messages.form (and in each catalogue). */
  success: 'enquirySent' | 'contactSent' | 'resumeReceived' | 'commentAwaitingModeration';
  /** Send by XMLHttpRequest and report upload progress (the careers upload). */
  withProgress?: boolean;
  /** Checks the form state cannot see, such as the chosen file. */
  extraCheck?: (form: FormDescriptor<F>, validation?: ValidationWords) => FieldErrors;
  /** A partner's own label for where the form sits (a widget's `source` attribute), sent as source_label. */
  sourceLabel?: string;
  /** Values a widget's attributes (or the page URL) fill in for the visitor. */
  prefill?: PrefillProps;
  /** A widget's `success-url`: the page the browser goes to once the post is accepted (http and https only). */
  successUrl?: string;
}

/** Props every mail form section takes, as attributes of its widget too. */
export interface MailSectionProps extends PrefillProps {
  /** Where the form posts; a widget passes its server's absolute URL. */
  action?: string;
  /** A partner's own label for where the form sits; the company's mail shows it under Source. */
  source?: string;
  /** The page to land on once the post is accepted (a widget's `success-url`). */
  successUrl?: string;
}

/** Moves focus to the first control, in page order, that has a message. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  for (const element of Array.from(form?.elements ?? [])) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) return (element as HTMLElement).focus();
  }
}

/**
 * The behaviour every mail form shares. Without JavaScript the <form> posts
 * itself (method, enctype and action are real). With it: validate with the
 * form's schema, add where the lead came from (the page, its referrer and
 * utm_* parameters, a partner's label), prove the sender runs a browser (a
 * proof-of-work solved in the background from the first focus, use-form-challenge.ts),
 * send by fetch (or XHR with progress),
 * show the server's field messages beside their fields, focus the first invalid
 * field, toast the result, and clear the form once the server has accepted it.
 */
export function useMailForm<F extends string>(options: MailFormOptions<F>) {
  const formRef = useRef<HTMLFormElement>(null);
  // Worded in the widget's language: its lang (or the page's) picks the catalogue, English has none.
  const catalogue = useCatalogue();
  const say = catalogue?.form ?? messages.form;
  // Its toasts speak the form's language, in its direction, on a page of any language.
  const voice = { lang: catalogue?.code ?? 'en', dir: catalogue?.dir ?? 'ltr' } as const;
  const shown = useMemo(
    () => localizeForm(options.form, options.words && catalogue?.forms[options.words]),
    [options.form, options.words, catalogue],
  );
  const [state] = useState(() => createFormState<F>(shown, options.preset, options.extraCheck, catalogue?.validation));
  // Before the browser paints: the commit that set the language's lang and
  // direction on the box must not show a frame of the old language's words.
  useLayoutEffect(() => state.relabel(shown, catalogue?.validation), [state, shown, catalogue]);
  const emit = useWidgetEvent();
  // Inside a widget on a partner's page, '/mail/x' means the company's server,
  // the one that served the widget, not the partner's.
  const base = useContext(AssetBaseContext);
  const action =
    /^[a-z]+:/i.test(options.action) || base === '/'
      ? options.action
      : new URL(options.action.replace(/^\//, ''), base).href;
  const formName =
    action
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? 'form';

  // The browser's own bubbles help with JavaScript off; with it on, our messages replace them.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // Filled after mount, so a prerendered page hydrates the markup it was served;
  // like the service attribute, a value chosen for the visitor shows no message.
  const { name, email, message, noUrlPrefill } = options.prefill ?? {};
  useEffect(() => {
    const values = prefillValues({ name, email, message, noUrlPrefill }, location.search);
    for (const [field, value] of Object.entries(values)) {
      if (value && field in state.values.peek()) state.prefill(field as F, value);
    }
  }, [state, name, email, message, noUrlPrefill]);

  const challenge = useFormChallenge(formRef, action);
  // The lead's source is read only when the form is sent: its rules load with the
  // visitor's first focus or input, as the proof-of-work does, not when the form wakes.
  const leadSource = useRef<Promise<LeadSourceRules>>(undefined);
  const loadLeadSource = () => (leadSource.current ??= import('./source-fields.ts'));

  // it-start: the visitor's first input (typing, choosing, a file), not a focus; once per form.
  const started = useRef(false);
  function handleInput() {
    void challenge.start();
    void loadLeadSource();
    if (started.current) return;
    started.current = true;
    emit('it-start', { form: formName });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Before the check of a send in progress: the continuation of a second press runs after the first's has set it.
    const { submitFields, webAddress, withSourceFields } = await loadLeadSource();
    if (state.sending.value) return;
    if (!state.check()) {
      focusFirstInvalid(form, state.ruleErrors.value);
      notify('error', say.fixErrors, voice);
      emit('it-error', { form: formName, status: 0, message: say.fixErrors, errors: state.ruleErrors.value });
      return;
    }
    // The page's own it-submit listener may set the context fields (source-fields.ts): the post takes them from here.
    const dispatched = submitFields(form, options.sourceLabel);
    const fields = { ...dispatched };
    if (!emit('it-submit', { form: formName, fields }, { cancelable: true })) return;
    batch(() => {
      state.sending.value = true;
      if (options.withProgress) state.progress.value = 0;
    });
    // The fields are read after the proof-of-work is in its field (`altcha`).
    await challenge.settle();
    const onProgress = options.withProgress ? (percent: number) => void (state.progress.value = percent) : undefined;
    const data = withSourceFields(new FormData(form), fields, dispatched);
    // The server words its refusals, its pages and the acknowledgement mail in the language the form showed.
    data.set('lang', catalogue?.code ?? 'en');
    const result = await sendForm(action, data, onProgress, say);
    batch(() => {
      state.sending.value = false;
      state.progress.value = null;
    });
    if (result.ok) {
      form.reset();
      state.reset();
      notify('success', say[options.success], voice);
      emit('it-success', { form: formName, id: result.id });
      // After it-success, so a page's own listener (analytics, a tag manager) runs before the browser leaves.
      const next = webAddress(options.successUrl);
      if (next) location.assign(next);
    } else {
      // A refusal with no field to fix may be of the solution itself (replayed, expired): solve anew.
      if (Object.keys(result.errors).length === 0) challenge.discard();
      state.showServerErrors(result.errors);
      focusFirstInvalid(form, result.errors);
      notify('error', result.message, { ...voice, lasting: result.lasting });
      emit('it-error', { form: formName, status: result.status, message: result.message, errors: result.errors });
    }
  }

  const formProps = {
    ref: formRef,
    method: 'post',
    encType: 'multipart/form-data',
    action,
    className: 'it-form',
    onSubmit: handleSubmit,
    onInput: handleInput,
    onFocus: () => {
      void challenge.start();
      void loadLeadSource();
    },
  } as const;
  return { state, form: shown, formRef, formProps };
}
