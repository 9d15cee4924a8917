import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { careersForm } from '../../src/content/forms/careers.ts';
import type { FieldErrors } from '../../src/forms/field-errors.ts';
import { RESUME_ACCEPT, resumeError } from '../../src/forms/resume-rules.ts';
import { useMailForm, type MailSectionProps } from '../../src/ui/use-mail-form.ts';
import { Field, NameAndEmail } from '../../src/ui/Field.tsx';
import { FileField } from '../../src/ui/FileField.tsx';
import { Honeypot } from '../../src/ui/Honeypot.tsx';
import { ProgressBar } from '../../src/ui/ProgressBar.tsx';
import { FormHeader, type FormWords } from '../../src/ui/FormHeader.tsx';
import { SubmitButton } from '../../src/ui/SubmitButton.tsx';
import { ConsentField } from '../../src/ui/ConsentField.tsx';
import { consentCopy } from '../../src/content/consent.ts';
import { useCatalogue } from '../../src/ui/widget-context.ts';

/**
 * The careers form: name, e-mail, phone, a resume (PDF, DOC, DOCX, ODT or RTF,
 * at most 5 MB, checked before upload), an optional message and the
 * applicant's consent to keep the resume (a required checkbox). The upload
 * shows its progress; the server checks the file again by its content.
 */
export function CareersForm({
  action = '/mail/careers',
  source,
  successUrl,
  heading,
  intro,
  buttonLabel,
  ...prefill
}: MailSectionProps & FormWords = {}) {
  useSignals();
  const fileRef = useRef<HTMLInputElement>(null);
  const catalogue = useCatalogue();
  const { state, form, formProps } = useMailForm({
    action,
    form: careersForm,
    words: 'careers',
    success: 'resumeReceived',
    withProgress: true,
    sourceLabel: source,
    successUrl,
    prefill,
    extraCheck: (shown, validation): FieldErrors => {
      const error = resumeError(fileRef.current?.files?.[0], shown.upload ?? careersForm.upload, validation);
      return error ? { [careersForm.upload.name]: error } : {};
    },
  });
  const progress = state.progress.value;
  return (
    <>
      <FormHeader heading={heading} intro={intro} />
      <form {...formProps} aria-label={buttonLabel ?? form.submit}>
        <NameAndEmail state={state} />
        <Field state={state} name="phone" />
        <FileField state={state} copy={form.upload ?? careersForm.upload} accept={RESUME_ACCEPT} inputRef={fileRef} />
        <Field state={state} name="message" />
        <ConsentField state={state} name="consent" copy={catalogue?.consent ?? consentCopy.careers} />
        <Honeypot />
        {progress !== null && <ProgressBar percent={progress} />}
        <SubmitButton label={buttonLabel ?? form.submit} sending={state.sending.value} />
      </form>
    </>
  );
}
