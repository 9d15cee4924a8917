import { useSignals } from '@preact/signals-react/runtime';
import { contactForm } from '../../src/content/forms/contact.ts';
import { useMailForm, type MailSectionProps } from '../../src/ui/use-mail-form.ts';
import { Field, NameAndEmail } from '../../src/ui/Field.tsx';
import { Honeypot } from '../../src/ui/Honeypot.tsx';
import { FormHeader, type FormWords } from '../../src/ui/FormHeader.tsx';
import { SubmitButton } from '../../src/ui/SubmitButton.tsx';

/**
 * The project page's contact form: name, e-mail, subject and message, checked
 * on change and on blur; a valid send clears it and hides every message.
 */
export function ContactForm({
  action = '/mail/contact',
  source,
  successUrl,
  heading,
  intro,
  buttonLabel,
  ...prefill
}: MailSectionProps & FormWords = {}) {
  useSignals();
  const { state, form, formProps } = useMailForm({
    action,
    form: contactForm,
    words: 'contact',
    success: 'contactSent',
    sourceLabel: source,
    successUrl,
    prefill,
  });
  return (
    <>
      <FormHeader heading={heading} intro={intro} />
      <form {...formProps} aria-label={buttonLabel ?? form.submit}>
        <NameAndEmail state={state} />
        <Field state={state} name="subject" />
        <Field state={state} name="message" />
        <Honeypot />
        <SubmitButton label={buttonLabel ?? form.submit} sending={state.sending.value} privacyNotice />
      </form>
    </>
  );
}
