import { z } from 'zod';
import { leadChat } from '../../../src/content/lead-chat.ts';
import { leadMail } from '../../../src/content/lead-mail.ts';
import { defaultLocale } from '../../../src/content/locales.ts';
import type { LeadRecord } from '../lead-event.ts';
import { leadLanguage } from '../lead-language.ts';
import { displayValue, mailSubject } from '../mail-subject.ts';

/** Longest excerpt of the visitor's message a chat message carries. */
export const EXCERPT_MAX = 300;
/** Slack cuts a header block at 150 characters and refuses longer. */
const HEADER_MAX = 150;

const address = z.email().max(254);

/** Text made inert in Slack's mrkdwn: `<!channel>`, `<@U…>` and `<url|label>` all start with '<'. */
export const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const cut = (text: string, max: number) => {
  const characters = [...text.trim()];
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('')}…`;
};

const field = (title: string, text: string) => ({ type: 'mrkdwn', text: `*${slackEscape(title)}*\n${text}` });

/**
 * A short Block Kit message for the sales or recruiting channel: who, which
 * form, in which language when not English, what they want, where from, and a
 * mailto link to answer. It carries at most the first 300 characters of the
 * message and never the attachment; everything a visitor typed is escaped, so
 * it cannot mention @channel or smuggle a link in.
 */
export function slackMessage(record: LeadRecord): { text: string; blocks: object[] } {
  const { form, fields, source = {} } = record;
  const formLabel = form.charAt(0).toUpperCase() + form.slice(1);
  const headline = cut(mailSubject(form, formLabel, fields), HEADER_MAX);
  const topicField = { enquiry: 'project', contact: 'subject', comment: 'post' }[form];
  const topicTitle = leadChat.topic[form];
  const email = address.safeParse(fields.email);
  const where = source.partner_origin
    ? field(leadChat.partner, slackEscape(source.partner_origin))
    : field(leadChat.page, source.source_page ? slackEscape(source.source_page) : leadChat.unknownSource);
  const language = leadLanguage(record.source);
  const facts = [
    field(leadChat.form, slackEscape(formLabel)),
    ...(language !== defaultLocale ? [field(leadChat.language, leadMail.source.languageNames[language])] : []),
    ...(topicField && topicTitle && fields[topicField]
      ? [field(topicTitle, slackEscape(cut(displayValue(form, topicField, fields[topicField]), 200)))]
      : []),
    where,
    ...(email.success ? [field(leadChat.reply, `<mailto:${email.data}|${slackEscape(email.data)}>`)] : []),
  ];
  const said = fields.message ?? fields.comment ?? '';
  const excerpt = said.trim() ? slackEscape(cut(said, EXCERPT_MAX)).replace(/^/gm, '> ') : '';
  return {
    text: headline,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: headline } },
      { type: 'section', fields: facts },
      ...(excerpt ? [{ type: 'section', text: { type: 'mrkdwn', text: excerpt } }] : []),
      { type: 'context', elements: [{ type: 'mrkdwn', text: leadChat.more }] },
    ],
  };
}
