import { useSignals } from '@preact/signals-react/runtime';
import { commentForm } from '../content/forms/comment.ts';
import { useMailForm } from '../ui/use-mail-form.ts';
import { Field } from '../ui/Field.tsx';
import { Honeypot } from '../ui/Honeypot.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import '../styles/form.css';
import '../styles/form-pages.css';

/** A blog post's comment form: name, e-mail and comment, sent to the company for moderation. */
export function CommentForm({ postSlug, action = '/mail/comment' }: { postSlug: string; action?: string }) {
  useSignals();
  const { state, formProps } = useMailForm({
    action,
    form: commentForm,
    preset: { post: postSlug },
    success: 'commentAwaitingModeration',
  });
  return (
    <section className="it-comment-form" aria-labelledby="it-comment-form-heading">
      <h2 id="it-comment-form-heading">{commentForm.heading}</h2>
      <p className="it-form__note">{commentForm.note}</p>
      <form {...formProps}>
        <input type="hidden" name="post" value={postSlug} />
        <div className="it-form__row">
          <Field state={state} name="name" />
          <Field state={state} name="email" />
        </div>
        <Field state={state} name="comment" />
        <Honeypot />
        <SubmitButton label={commentForm.submit} sending={state.sending.value} />
      </form>
    </section>
  );
}
