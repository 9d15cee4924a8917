import { leadMail } from '../../src/content/lead-mail.ts';
import { mailFormOf } from '../../src/forms/mail-forms.ts';

/** More links than this in one post make it suspect: a real enquiry names a site or two. */
export const MAX_LINKS = 3;

const reasons = leadMail.verdict.reasons;

/** A web address as spam writes it: with a scheme, or starting www. */
const link = /\bhttps?:\/\/|\bwww\./gi;

/** An HTML tag (<a href, <script, </b>, <img …>): a person writing to a company types none. "a < b" is no tag. */
const tag = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<(?:a\s+href|script)\b/i;

/** Fields that hold a person's name: a link there is never a typo. */
const isNameField = (key: string) => /(^|_)name$/i.test(key) || /Name$/.test(key);

/**
 * Why a post looks like spam, one reason per line, or none: a link in a name,
 * more than MAX_LINKS links in all, markup or script in any field. Pure, so
 * the verdict is the same at intake and in a test.
 */
export function spamReasons(form: string, fields: Readonly<Record<string, string>>): string[] {
  const labels: Readonly<Record<string, string>> = mailFormOf(form)?.mail.fields ?? {};
  const labelOf = (key: string) => labels[key] ?? key;
  const found: string[] = [];
  let links = 0;
  for (const [key, value] of Object.entries(fields)) {
    const count = value.match(link)?.length ?? 0;
    if (count > 0 && isNameField(key)) found.push(reasons.linkInName(labelOf(key)));
    links += count;
  }
  if (links > MAX_LINKS) found.push(reasons.links(links));
  for (const [key, value] of Object.entries(fields)) if (tag.test(value)) found.push(reasons.markup(labelOf(key)));
  return found;
}
