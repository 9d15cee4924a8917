import { messages } from '../content/messages.ts';
import type { FieldErrors } from '../forms/field-errors.ts';
import { refusalCodes } from '../forms/refusal-codes.ts';
import type { Wording } from '../content/catalogue.ts';

/** The toasts of one language: English's (messages.ts) or a catalogue's. */
type FormWording = Wording<typeof messages.form>;

/**
 * What came of a send: accepted with its id, or refused with a message (and
 * per-field messages); `lasting` when no retry from this page can help, so the
 * message must stay until the visitor has read it.
 */
export type SendResult =
  { ok: true; id: string } | { ok: false; status: number; message: string; errors: FieldErrors; lasting?: true };

/** The sentence for a refusal the server explained badly or not at all. */
function fallbackMessage(status: number, say: FormWording): string {
  if (status === 413) return say.tooLarge;
  if (status === 415) return say.unsupportedType;
  if (status === 429) return say.tooManyRequests;
  if (status >= 500) return say.serverUnavailable;
  if (status === 0) return say.networkError;
  return say.fixErrors;
}

function toResult(status: number, text: string, say: FormWording): SendResult {
  let body: { id?: string; code?: string; message?: string; errors?: FieldErrors } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // A proxy's HTML error page: the status alone tells us what to say.
  }
  if (status === 202 && body.id) return { ok: true, id: body.id };
  // Worded here from the content (with the company's address), as every message the widget shows itself is.
  if (status === 403 && body.code === refusalCodes.originRefused)
    return { ok: false, status, message: say.originRefused, errors: {}, lasting: true };
  return { ok: false, status, message: body.message ?? fallbackMessage(status, say), errors: body.errors ?? {} };
}

/**
 * Posts a form's data to the mail server asking for JSON; `say` words what
 * the widget says itself in the visitor's language. With onProgress it
 * uses XMLHttpRequest, the one browser API that reports upload progress;
 * otherwise fetch. Never throws: a network failure is a result too.
 */
export function sendForm(
  url: string,
  data: FormData,
  onProgress?: (percent: number) => void,
  say: FormWording = messages.form,
): Promise<SendResult> {
  if (!onProgress) {
    return fetch(url, { method: 'POST', body: data, headers: { accept: 'application/json' } }).then(
      async (res) => toResult(res.status, await res.text(), say),
      () => toResult(0, '', say),
    );
  }
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => resolve(toResult(xhr.status, xhr.responseText, say));
    xhr.onerror = () => resolve(toResult(0, '', say));
    xhr.send(data);
  });
}
