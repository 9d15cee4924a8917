import { defineForm, type MailFieldName, type MailWords } from './define-form.ts';
import { personFields } from './person-fields.ts';

/** A blog post's comment form, posted to /mail/comment for moderation; `post` is the slug of the post, sent hidden. */
export const commentForm = defineForm({
  heading: 'Post Comments',
  /** Shown above the fields: comments are moderated. */
  note: 'Comments are read by our editors before they are published. Your e-mail address is never shown.',
  fields: {
    name: personFields.name,
    email: {
      ...personFields.email,
      label: 'Your Email (not published)',
      term: 'Email',
      placeholder: 'you@example.com',
    },
    comment: { rule: 'text', label: 'Comment', placeholder: 'Share your thoughts', control: 'textarea' },
    post: { rule: 'slug', label: 'Post' },
  },
  submit: 'Post Comment',
});

/** The company's mail about a comment (the server's words: no widget imports them); `topic('post')` is the post's title. */
export const commentMail: MailWords<MailFieldName<typeof commentForm>> = {
  subject: (name, topic) => `Comment from ${name} on “${topic('post')}”`,
  fields: { name: 'Name', email: 'Email', post: 'Post', comment: 'Comment' },
};
