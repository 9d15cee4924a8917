import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { formLabels } from '../../content/form-labels';
import { messages } from '../../content/messages';
import type { FieldErrors } from '../../forms/field-errors';
import { RESUME_ACCEPT, resumeError } from '../../forms/resume-rules';
import { careersSchema } from '../../forms/schemas';
import { useMailForm, type MailSectionProps } from '../../ui/use-mail-form';
import { Field, NameAndEmail } from '../../ui/Field';
import { FileField } from '../../ui/FileField';
import { Honeypot } from '../../ui/Honeypot';
import { ProgressBar } from '../../ui/ProgressBar';
import { SubmitButton } from '../../ui/SubmitButton';
import { ConsentField } from '../../ui/ConsentField';
import { consentCopy } from '../../content/consent';

const copy = formLabels.careers;

/**
 * The careers form: name, e-mail, phone, a resume (PDF, DOC, DOCX, ODT or RTF,
 * at most 5 MB, checked before upload), an optional message and the
 * applicant's consent to keep the resume (a required checkbox). The upload
 * shows its progress; the server checks the file again by its content.
 */
export function CareersForm({ action = '/mail/careers', source, successUrl, ...prefill }: MailSectionProps = {}) {
  useSignals();
  const fileRef = useRef<HTMLInputElement>(null);
  const { state, formProps } = useMailForm({
    action,
    schema: careersSchema,
    initial: { name: '', email: '', phone: '', message: '', consent: '' },
    successMessage: messages.form.resumeReceived,
    withProgress: true,
    sourceLabel: source,
    successUrl,
    prefill,
    extraCheck: (): FieldErrors => {
      const error = resumeError(fileRef.current?.files?.[0]);
      return error ? { file: error } : {};
    },
  });
  const progress = state.progress.value;
  return (
    <form {...formProps} aria-label={copy.submit}>
      <NameAndEmail state={state} copy={copy} />
      <Field state={state} name="phone" copy={copy.phone} type="tel" autoComplete="tel" />
      <FileField state={state} name="file" copy={copy.file} accept={RESUME_ACCEPT} inputRef={fileRef} />
      <Field state={state} name="message" copy={copy.message} as="textarea" rows={4} required={false} />
      <ConsentField state={state} name="consent" copy={consentCopy.careers} />
      <Honeypot />
      {progress !== null && <ProgressBar percent={progress} />}
      <SubmitButton label={copy.submit} sending={state.sending.value} />
    </form>
  );
}
