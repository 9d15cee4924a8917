import { leadMail } from '../src/content/lead-mail.ts';
import { SOURCE_FIELDS, webAddress, type LeadSource } from '../src/forms/lead-source.ts';
import { escapeHtml } from './escape-html.ts';

const copy = leadMail.source;

/** The block's lines in order: the verified partner first, then the partner's label, the page, the referrer, the utm_*. */
const order = ['partner_origin', 'source_label', ...SOURCE_FIELDS.filter((field) => field !== 'source_label')] as const;

const rows = (source: LeadSource | undefined) =>
  order.flatMap((key) => {
    const value = source?.[key];
    return value ? [{ key, label: copy.labels[key], value }] : [];
  });

/** The "Source" block of the text part: one indented line per thing known, or a line saying nothing was. */
export function sourceBlockText(source: LeadSource | undefined): string {
  const lines = rows(source).map(({ key, label, value }) =>
    key === 'partner_origin' ? `  ${label}: ${value} ${copy.verified}` : `  ${label}: ${value}`,
  );
  return [`${copy.heading}:`, ...(lines.length ? lines : [`  ${copy.unknown}`]), ''].join('\n');
}

/**
 * The "Source" block of the HTML part. Every value is escaped; the page and
 * referrer are links only when they are http(s) addresses (checked again here,
 * for records stored before they were cleaned), so a javascript: address can
 * never become a link.
 */
export function sourceBlockHtml(source: LeadSource | undefined): string {
  const cells = rows(source).map(({ key, label, value }) => {
    const link = (key === 'source_page' || key === 'source_referrer') && webAddress(value) === value;
    const shown = link ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
    const note = key === 'partner_origin' ? ` ${escapeHtml(copy.verified)}` : '';
    return (
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
      `<td style="padding:4px 0;word-break:break-all">${shown}${note}</td></tr>`
    );
  });
  const body = cells.length
    ? `<table cellspacing="0" cellpadding="0">${cells.join('')}</table>`
    : `<p>${escapeHtml(copy.unknown)}</p>`;
  return `<h3>${escapeHtml(copy.heading)}</h3>${body}`;
}
