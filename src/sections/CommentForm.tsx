import { useSignals } from '@preact/signals-react/runtime';
import { formLabels } from '../content/form-labels';
import { messages } from '../content/messages';
import { commentSchema } from '../forms/schemas';
import { useMailForm } from '../ui/use-mail-form';
import { Field } from '../ui/Field';
import { Honeypot } from '../ui/Honeypot';
import { SubmitButton } from '../ui/SubmitButton';
import '../styles/form.css';

const copy = formLabels.comment;

/** A blog post's comment form: name, e-mail and comment, sent to the company for moderation. */
export function CommentForm({ postSlug, action = '/mail/comment' }: { postSlug: string; action?: string }) {
  useSignals();
  const { state, formProps } = useMailForm({
    action,
    schema: commentSchema,
    initial: { name: '', email: '', comment: '', post: postSlug },
    successMessage: messages.form.commentAwaitingModeration,
  });
  return (
    <section className="it-comment-form" aria-labelledby="it-comment-form-heading">
      <h2 id="it-comment-form-heading">{copy.heading}</h2>
      <p className="it-form__note">{formLabels.commentNote}</p>
      <form {...formProps}>
        <input type="hidden" name="post" value={postSlug} />
        <div className="it-form__row">
          <Field state={state} name="name" copy={copy.name} autoComplete="name" />
          <Field state={state} name="email" copy={copy.email} type="email" autoComplete="email" />
        </div>
        <Field state={state} name="comment" copy={copy.text} as="textarea" />
        <Honeypot />
        <SubmitButton label={copy.submit} sending={state.sending.value} />
      </form>
    </section>
  );
}
