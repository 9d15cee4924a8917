import * as base64 from 'nodemailer/lib/base64';
import type MimeNode from 'nodemailer/lib/mime-node';
import * as qp from 'nodemailer/lib/qp';

/** Line length of nodemailer's encoders, which MimeNode uses unchanged. */
const LINE_LENGTH = 76;
/** nodemailer's QP encoder works in slices this long; a longer part is left to it. */
const QP_SLICE = 64 * 1024;

const isBlank = (byte: number) => byte === 0x20 || byte === 0x09;

/**
 * A text part in quoted-printable as nodemailer's QP encoder stream writes it:
 * the whitespace it ends with is held back and encoded after the rest, and the
 * last line wrapped again with it.
 */
function quotedPrintable(bytes: Buffer): string {
  let end = bytes.length;
  while (end > 0 && isBlank(bytes[end - 1]!)) end--;
  const head = end > 0 ? qp.wrap(qp.encode(bytes.subarray(0, end)), LINE_LENGTH) : '';
  if (end === bytes.length) return head;
  const lastLine = head.lastIndexOf('\n') + 1;
  return head.slice(0, lastLine) + qp.wrap(head.slice(lastLine) + qp.encode(bytes.subarray(end)), LINE_LENGTH);
}

/** One node's body as MimeNode.stream() writes it, or undefined for content only nodemailer's streams handle. */
function body(node: MimeNode): string | undefined {
  const { content } = node;
  if (!content) return '';
  if (typeof content !== 'string' && !Buffer.isBuffer(content)) return undefined;
  const bytes = Buffer.from(content);
  switch (node.getTransferEncoding()) {
    case 'base64':
      return base64.wrap(base64.encode(bytes), LINE_LENGTH);
    case 'quoted-printable':
      // A non-text part in QP keeps lone CRs and LFs as data: nodemailer's stream alone does that.
      return /^text\//i.test(node.contentType ?? '') && bytes.length <= QP_SLICE ? quotedPrintable(bytes) : undefined;
    default:
      // Written as it is (7bit, 8bit): a string's UTF-8, as the stream would write it.
      return typeof content === 'string' ? content : undefined;
  }
}

/** Appends node and its children to out as MimeNode.stream() would; false if a part needs nodemailer's streams. */
function appendNode(node: MimeNode, out: string[]): boolean {
  out.push(`${node.buildHeaders()}\r\n\r\n`);
  const text = body(node);
  if (text === undefined) return false;
  out.push(text);
  if (!node.multipart) return true;
  for (const [index, child] of node.childNodes.entries()) {
    out.push(`${index > 0 ? '\r\n' : ''}--${String(node.boundary)}\r\n`);
    if (!appendNode(child, out)) return false;
  }
  out.push(`\r\n--${String(node.boundary)}--\r\n`);
  return true;
}

/**
 * The message a compiled MailComposer tree stands for, as the bytes its own
 * build() gives (test/mail/render-message.test.ts compares the two), made
 * in one synchronous pass: build() streams every part through its own
 * encoder and pipeline, which costs about a millisecond of CPU for a short
 * lead, most of what sending one costs, and sent that way each of its dozens
 * of chunks becomes a socket write. Headers, boundaries and encoders are
 * still nodemailer's own (buildHeaders(), its qp and base64 functions).
 * Undefined when a part is a stream or otherwise beyond these plain cases:
 * the caller then lets nodemailer build it.
 */
export function renderMessage(root: MimeNode): Buffer | undefined {
  const out: string[] = [];
  if (!appendNode(root, out)) return undefined;
  const message = out.join('');
  // MimeNode.createReadStream() ends every message with a line break.
  const ending = message.endsWith('\n') ? '' : message.endsWith('\r') ? '\n' : '\r\n';
  return Buffer.from(message + ending, 'utf8');
}
