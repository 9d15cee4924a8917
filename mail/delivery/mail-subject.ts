import { postSummaries } from '../../src/content/blog.ts';
import { leadMail } from '../../src/content/lead-mail.ts';
import { sourceText } from '../../src/forms/lead-source.ts';
import { mailFormOf } from '../../src/forms/mail-forms.ts';

/** Longest sender's name in a subject; a longer one is cut with "…". */
const NAME_MAX = 60;
/** Longest service, contact subject or post title in a subject. */
const TOPIC_MAX = 90;

/** One line of at most `max` characters, runs of spaces as one: no line break can reach a header. */
export const oneLine = (value: string | undefined, max: number) => sourceText(value?.replace(/\s+/g, ' '), max);

/** The title of the post a slug names, if there is one. */
const postTitle = (slug: string) => postSummaries.find((post) => post.slug === slug)?.title;

/**
 * A field's value as the person triaging reads it: a chosen option's label
 * instead of its slug, a post's title beside its slug. Values we cannot name
 * (an old record, a removed service) show as they were sent.
 */
export function displayValue(form: string, field: string, value: string): string {
  if (form === 'comment' && field === 'post') {
    const title = postTitle(value);
    return title ? `${title} (${value})` : value;
  }
  const options = mailFormOf(form)?.form.fields[field]?.options ?? [];
  return options.find((option) => option.value !== '' && option.value === value)?.label ?? value;
}

/**
 * The subject: the form, the sender and what they want ("Enquiry from Ada
 * Lovelace: Cloud Infrastructure"). The visitor's words reach it only as one
 * line cut to length, so no line break or endless name becomes a header.
 */
export function mailSubject(form: string, formLabel: string, fields: Record<string, string>): string {
  const name = oneLine(fields.name, NAME_MAX) ?? leadMail.unnamed;
  const mail = mailFormOf(form)?.mail;
  if (!mail) return leadMail.otherSubject(formLabel, name);
  // A post is named by its title alone here; the fields below the subject give its slug too.
  const topic = (field: string) => {
    const value = fields[field] ?? '';
    const shown =
      form === 'comment' && field === 'post' ? (postTitle(value) ?? value) : displayValue(form, field, value);
    return oneLine(shown, TOPIC_MAX) ?? '?';
  };
  return mail.subject(name, topic);
}
