/** The words of the short chat message (Slack) staff get for each lead, beside the full mail. */
export const leadChat = {
  /** Field titles in the message. */
  form: 'Form',
  /** The language the form spoke, named only when it is not English: the reply should be in it. */
  language: 'Language',
  topic: { enquiry: 'Service', contact: 'Subject', comment: 'Post' } as Record<string, string | undefined>,
  from: 'From',
  partner: 'Partner site',
  page: 'Page',
  reply: 'Reply',
  /** When the post named no page. */
  unknownSource: 'not recorded',
  /** Under the excerpt: where the whole text is. */
  more: 'The full message and any attachment are in the team inbox.',
} as const;
