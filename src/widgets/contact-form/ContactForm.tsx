import { useSignals } from '@preact/signals-react/runtime';
import { formLabels } from '../../content/form-labels';
import { contactSubjects } from '../../content/form-options';
import { messages } from '../../content/messages';
import { contactSchema } from '../../forms/schemas';
import { useMailForm, type MailSectionProps } from '../../ui/use-mail-form';
import { Field, NameAndEmail } from '../../ui/Field';
import { Honeypot } from '../../ui/Honeypot';
import { SubmitButton } from '../../ui/SubmitButton';

const copy = formLabels.contact;

/**
 * The project page's contact form: name, e-mail, subject and message, checked
 * on change and on blur; a valid send clears it and hides every message.
 */
export function ContactForm({ action = '/mail/contact', source, successUrl, ...prefill }: MailSectionProps = {}) {
  useSignals();
  const { state, formProps } = useMailForm({
    action,
    schema: contactSchema,
    initial: { name: '', email: '', subject: '', message: '' },
    successMessage: messages.form.contactSent,
    sourceLabel: source,
    successUrl,
    prefill,
  });
  return (
    <form {...formProps} aria-label={copy.submit}>
      <NameAndEmail state={state} copy={copy} />
      <Field state={state} name="subject" copy={copy.subject} as="select" options={contactSubjects} />
      <Field state={state} name="message" copy={copy.message} as="textarea" />
      <Honeypot />
      <SubmitButton label={copy.submit} sending={state.sending.value} privacyNotice />
    </form>
  );
}
