import { signal } from '@preact/signals-react';

/** How a toast looks: green success, red error, neutral info. */
export type ToastKind = 'success' | 'error' | 'info';

/** One toast asked for by any part of the site. */
export interface ToastRequest {
  id: number;
  kind: ToastKind;
  message: string;
  /** Stays until the visitor closes it: a message they must act on elsewhere (write to an address) outlives the usual 5 s. */
  lasting?: boolean;
  /** The language of what raised it (a form's, which may differ from the page's), for its words and their direction. */
  lang?: string;
  /** Right to left for a toast raised by an Arabic form, whatever the page's direction. */
  dir?: 'ltr' | 'rtl';
}

/** What a toast may say beside its words: whether it lasts, and the language it speaks. */
export type ToastOptions = Pick<ToastRequest, 'lasting' | 'lang' | 'dir'>;

let nextId = 1;

/**
 * Toasts asked for and not yet shown. State code (forms, the shop store) calls
 * {@link notify} without knowing React; the one mounted toaster drains this
 * queue. A module-level signal, so every widget root shares it.
 */
export const toastQueue = signal<readonly ToastRequest[]>([]);

/** Asks for a toast; returns its id. */
export function notify(kind: ToastKind, message: string, { lasting = false, lang, dir }: ToastOptions = {}): number {
  const id = nextId++;
  toastQueue.value = [
    ...toastQueue.value,
    { id, kind, message, ...(lasting && { lasting }), ...(lang && { lang }), ...(dir && { dir }) },
  ];
  return id;
}

/** Takes every waiting toast off the queue (the toaster calls this). */
export function drainToasts(): readonly ToastRequest[] {
  const waiting = toastQueue.value;
  if (waiting.length > 0) toastQueue.value = [];
  return waiting;
}
