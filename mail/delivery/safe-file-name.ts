import path from 'node:path';

/** Control characters, bidi overrides (which can disguise `exe.pdf` as `fdp.exe`), and characters file systems reserve. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this strips.
const unsafe = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069"*:<>?|]/g;

const MAX_LENGTH = 100;

/**
 * The uploaded file's name reduced to something safe in a Content-Disposition
 * header and in the recipient's save dialog: no directories, no hidden-file
 * dot, no control or reserved characters, at most 100 characters with the
 * extension kept. Letters of any script stay (`Zoë-CV.pdf`).
 */
export function safeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(unsafe, '').replace(/\s+/g, ' ').trim();
  const visible = base.replace(/^[.\s]+/, '');
  const ext = path.extname(visible).slice(0, 10);
  const stem = visible
    .slice(0, visible.length - ext.length)
    .slice(0, MAX_LENGTH - ext.length)
    .trim();
  return `${stem || 'attachment'}${ext}`;
}

/**
 * The name an accepted upload goes by everywhere (mail, webhooks, Slack):
 * {@link safeFileName} with its extension replaced by the one of the type its
 * bytes were found to be, so `resume.pdf` holding a Word 97 file goes as
 * `resume.doc` and a recipient's program opens it for what it is.
 */
export function typedFileName(name: string, extension: string): string {
  const safe = safeFileName(name);
  const stem = safe.slice(0, safe.length - path.extname(safe).length) || 'attachment';
  return safeFileName(`${stem.slice(0, MAX_LENGTH - extension.length - 1)}.${extension}`);
}
