import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { enquiryForm, projectOptions } from '../../src/content/forms/enquiry.ts';
import { useMailForm, type MailSectionProps } from '../../src/ui/use-mail-form.ts';
import { Field, NameAndEmail } from '../../src/ui/Field.tsx';
import { Honeypot } from '../../src/ui/Honeypot.tsx';
import { FormHeader, type FormWords } from '../../src/ui/FormHeader.tsx';
import { SubmitButton } from '../../src/ui/SubmitButton.tsx';
import '../../src/styles/form.css';
import './enquiry-form.css';

/** Props of {@link EnquiryForm}. */
export interface EnquiryFormProps extends MailSectionProps, FormWords {
  /** The service chosen in advance (its slug, e.g. 'cloud-infrastructure'). */
  service?: string;
  /** With a service chosen in advance, leave its field out: the form still posts it (a campaign about one service). */
  serviceFixed?: boolean;
}

/** The enquiry form: name, e-mail, phone, the service wanted and a message, all required; sent to /mail/enquiry. */
export function EnquiryForm({
  action = '/mail/enquiry',
  service = '',
  source,
  successUrl,
  serviceFixed,
  heading,
  intro,
  buttonLabel,
  ...prefill
}: EnquiryFormProps) {
  const project = projectOptions.some((option) => option.value === service) ? service : '';
  useSignals();
  const { state, form, formProps } = useMailForm({
    action,
    form: enquiryForm,
    words: 'enquiry',
    preset: { project },
    success: 'enquirySent',
    sourceLabel: source,
    successUrl,
    prefill,
  });
  // A widget's service attribute may change after the form is on screen; a
  // choice made for the visitor is not a visit, so it shows no message.
  useEffect(() => state.prefill('project', project), [state, project]);
  const fixed = serviceFixed && project;
  return (
    <>
      <FormHeader heading={heading} intro={intro} />
      <form {...formProps} aria-label={buttonLabel ?? form.submit}>
        <NameAndEmail state={state} />
        {/* A fixed service is still posted, from a hidden field; the phone then takes the row. */}
        <div className={fixed ? undefined : 'it-form__row'}>
          <Field state={state} name="phone" />
          {fixed ? <input type="hidden" name="project" value={project} /> : <Field state={state} name="project" />}
        </div>
        <Field state={state} name="message" />
        <Honeypot />
        <SubmitButton label={buttonLabel ?? form.submit} sending={state.sending.value} privacyNotice />
      </form>
    </>
  );
}
