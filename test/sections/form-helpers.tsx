// Shared set-up of the form sections' browser tests: a stand-in mail server
// behind fetch and XMLHttpRequest, typing like a visitor, and a guard that no
// form ever navigates the test page.
import { fireEvent } from '../support/testing-library.ts';
import { toastQueue } from '../../src/state/toasts.ts';

/** One request a form sent: where, and the fields it carried. */
export interface SentForm {
  url: string;
  fields: Record<string, FormDataEntryValue>;
}

/** The answer the stand-in server gives: status and JSON body. */
export type Answer = { status: number; body: unknown };

const realFetch = window.fetch.bind(window);
const RealXhr = window.XMLHttpRequest;

/** Replaces fetch and XMLHttpRequest with a server that records each post and gives `answer`. */
export function stubMailServer(answer: Answer = { status: 202, body: { id: '1795000000000-0123456789abcdef' } }) {
  const sent: SentForm[] = [];
  const progress: number[] = [];
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    sent.push({ url, fields: Object.fromEntries((init?.body as FormData).entries()) });
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  class StubXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    #url = '';
    open(_method: string, url: string) {
      this.#url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ url: this.#url, fields: Object.fromEntries(body.entries()) });
      // Half-way, then the answer, each on its own tick so the page can render the bar.
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        progress.push(50);
        setTimeout(() => {
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.onload?.();
        }, 200);
      }, 0);
    }
  }
  window.XMLHttpRequest = StubXhr as unknown as typeof XMLHttpRequest;
  return { sent, progress };
}

/** Puts fetch and XMLHttpRequest back and empties the toast queue. */
export function restoreMailServer() {
  window.fetch = realFetch;
  window.XMLHttpRequest = RealXhr;
  toastQueue.value = [];
}

/** Types a value into a control and leaves it, as a visitor does. */
export function type(control: HTMLElement, value: string) {
  fireEvent.change(control, { target: { value } });
  fireEvent.blur(control);
}

/** Messages waiting in the toast queue (when no Toaster is mounted to drain it). */
export const queuedToasts = () => toastQueue.value.map((toast) => `${toast.kind}: ${toast.message}`);

// A form that forgot preventDefault would navigate the test page away: stop it at the window.
window.addEventListener('submit', (event) => event.preventDefault());
