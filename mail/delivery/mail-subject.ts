import { postSummaries } from '../../src/content/blog.ts';
import { contactSubjects, projectOptions, type SelectOption } from '../../src/content/form-options.ts';
import { leadMail } from '../../src/content/lead-mail.ts';
import { sourceText } from '../../src/forms/lead-source.ts';

/** Longest sender's name in a subject; a longer one is cut with "…". */
const NAME_MAX = 60;
/** Longest service, contact subject or post title in a subject. */
const TOPIC_MAX = 90;

/** One line of at most `max` characters, runs of spaces as one: no line break can reach a header. */
export const oneLine = (value: string | undefined, max: number) => sourceText(value?.replace(/\s+/g, ' '), max);

const labelOf = (options: readonly SelectOption[], value: string) =>
  options.find((option) => option.value !== '' && option.value === value)?.label;

/**
 * A field's value as the person triaging reads it: a chosen option's label
 * instead of its slug, a post's title beside its slug. Values we cannot name
 * (an old record, a removed service) show as they were sent.
 */
export function displayValue(form: string, field: string, value: string): string {
  if (form === 'enquiry' && field === 'project') return labelOf(projectOptions, value) ?? value;
  if (form === 'contact' && field === 'subject') return labelOf(contactSubjects, value) ?? value;
  if (form === 'comment' && field === 'post') {
    const title = postSummaries.find((post) => post.slug === value)?.title;
    return title ? `${title} (${value})` : value;
  }
  return value;
}

/**
 * The subject: the form, the sender and what they want ("Enquiry from Ada
 * Lovelace: Cloud Infrastructure"). The visitor's words reach it only as one
 * line cut to length, so no line break or endless name becomes a header.
 */
export function mailSubject(form: string, formLabel: string, fields: Record<string, string>): string {
  const name = oneLine(fields.name, NAME_MAX) ?? leadMail.unnamed;
  const topic = (field: string) => oneLine(displayValue(form, field, fields[field] ?? ''), TOPIC_MAX) ?? '?';
  const { subjects } = leadMail;
  if (form === 'enquiry') return subjects.enquiry(name, topic('project'));
  if (form === 'careers') return subjects.careers(name);
  if (form === 'contact') return subjects.contact(name, topic('subject'));
  if (form === 'comment') {
    const slug = fields.post ?? '';
    const title = postSummaries.find((post) => post.slug === slug)?.title ?? slug;
    return subjects.comment(name, oneLine(title, TOPIC_MAX) ?? '?');
  }
  return leadMail.otherSubject(formLabel, name);
}
