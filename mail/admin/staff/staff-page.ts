import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../src/forms/escape-html.ts';
import type { StaffPageWords } from './staff-words.ts';

/**
 * Answers a browser with one of sign-in's pages: plain HTML with no style or
 * script of its own, so the editor's CSP has nothing to allow, and never cached
 * (it names the person).
 */
export function sendStaffPage(
  reply: FastifyReply,
  status: number,
  { title, lines, link }: StaffPageWords,
): FastifyReply {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const way = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${paragraphs}${way}</main></body></html>
`;
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
