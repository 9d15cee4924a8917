import { effect } from '@preact/signals-react';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { drainToasts, toastQueue } from '../state/toasts.ts';
import '../styles/toasts.css';

/** Spec section 9: how long a toast stays, and how far it must be dragged to go. */
const AUTO_CLOSE_MS = 5000;
const DRAG_PERCENT = 80;

/**
 * The one place toasts appear: top-right (a toast in a right-to-left language reads right to left), 5 s (a lasting one until closed), paused on hover and when the
 * window loses focus, dismissed by dragging 80 percent of its width, focused
 * with Alt+T. It drains the toast queue that state code fills with notify().
 * Mounted once per document: on the site by the layout's SiteToaster (lazily,
 * so it outlives navigation), on a partner's page by the <it-toaster> widget.
 */
export function Toaster() {
  useEffect(
    () =>
      effect(() => {
        if (toastQueue.value.length === 0) return;
        for (const { id, kind, message, lasting, lang, dir } of drainToasts())
          // The toast reads in the direction of what raised it (an Arabic form on an English page: right to
          // left), and names its language so a screen reader voices it as that language.
          toast[kind](lang ? <span lang={lang}>{message}</span> : message, {
            toastId: id,
            rtl: dir === 'rtl',
            ...(lasting && { autoClose: false as const }),
          });
      }),
    [],
  );
  return (
    <ToastContainer
      position="top-right"
      autoClose={AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={DRAG_PERCENT}
      closeOnClick={false}
      newestOnTop
    />
  );
}
