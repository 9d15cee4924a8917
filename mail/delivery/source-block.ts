import { leadMail } from '../../src/content/lead-mail.ts';
import { isLocale } from '../../src/content/locales.ts';
import { escapeHtml } from '../../src/forms/escape-html.ts';
import { SOURCE_FIELDS, webAddress, type LeadSource } from '../../src/forms/lead-source.ts';
import { stripInvisible } from '../../src/forms/strip-invisible.ts';
import { leadVerdict, type StoredSource } from './lead-verdict.ts';
import { QUOTED_STYLE, quotedText } from './quoted-text.ts';

const copy = leadMail.source;

/** The block's lines in order: the verified partner first, then the partner's label, the page, the referrer, the utm_*. */
const order = ['partner_origin', 'source_label', ...SOURCE_FIELDS.filter((field) => field !== 'source_label')] as const;

/** The server's warnings that open the block: an unverified sender, and why the lead looks like spam. */
function verdictLines(source: StoredSource | undefined): string[] {
  const { verified, suspected } = leadVerdict(source);
  return [
    ...(verified ? [] : [leadMail.verdict.unverified]),
    ...(suspected.length > 0 ? [leadMail.verdict.suspected(suspected.join(', '))] : []),
  ];
}

/** The server's line naming the language the form spoke ('Language: German'); none in records from before it was kept. */
function languageLine(source: StoredSource | undefined): string[] {
  const code = source?.language;
  return code && isLocale(code) ? [`${copy.language}: ${copy.languageNames[code]}`] : [];
}

const rows = (source: LeadSource | undefined) =>
  order.flatMap((key) => {
    const value = source?.[key];
    return value ? [{ key, label: copy.labels[key], value }] : [];
  });

/**
 * The "Source" block of the text part, in a fixed order under a fixed heading:
 * the server's verdict when the lead is unverified or suspected, the verified partner on a line of the server's own, then each value the
 * visitor's browser sent quoted under its label, or a line saying nothing was
 * known. No line a visitor typed starts where these do (quoted-text.ts).
 */
export function sourceBlockText(source: StoredSource | undefined): string {
  const lines = rows(source).flatMap(({ key, label, value }) =>
    key === 'partner_origin' ? [`${label}: ${value} ${copy.verified}`] : [`${label}:`, quotedText(value)],
  );
  return [
    `== ${copy.heading} ==`,
    ...verdictLines(source),
    ...languageLine(source),
    ...(lines.length ? lines : [copy.unknown]),
    '',
  ].join('\n');
}

/**
 * The "Source" block of the HTML part, before the visitor's fields. Every
 * value is escaped, and what the visitor's browser sent is set off as quoted;
 * the page and referrer are links only when they are http(s) addresses
 * (checked again here, for records stored before they were cleaned), so a
 * javascript: address can never become a link.
 */
export function sourceBlockHtml(source: StoredSource | undefined): string {
  const cells = rows(source).map(({ key, label, value }) => {
    const verified = key === 'partner_origin';
    const text = stripInvisible(value);
    const link = (key === 'source_page' || key === 'source_referrer') && webAddress(text) === text;
    const shown = link ? `<a href="${escapeHtml(text)}">${escapeHtml(text)}</a>` : escapeHtml(text);
    const note = verified ? ` ${escapeHtml(copy.verified)}` : '';
    return (
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
      `<td style="${verified ? '' : QUOTED_STYLE}padding:4px 8px;word-break:break-all">${shown}${note}</td></tr>`
    );
  });
  const body = cells.length
    ? `<table cellspacing="0" cellpadding="0">${cells.join('')}</table>`
    : `<p>${escapeHtml(copy.unknown)}</p>`;
  const warnings = verdictLines(source).map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`);
  const language = languageLine(source).map((line) => `<p>${escapeHtml(line)}</p>`);
  return `<h3>${escapeHtml(copy.heading)}</h3>${warnings.join('')}${language.join('')}${body}`;
}
