// A frame of the editor's own in which a draft is laid out as the site lays a
// page out (its stylesheet, fonts, language, palette) at a given width, for
// axe-core to check and for its pictures to be weighed. Same-origin and kept
// out of view, beside the editor's page.
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { lookLikeSite, stylesheetsLoaded, type PageLook } from '../preview/site-document.ts';

/** A standards-mode document (an empty about:blank would be in quirks mode, which lays the page out otherwise). */
const blankPage = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The frame, its document and the React root that renders the page in it. */
export interface CheckFrame {
  frame: HTMLIFrameElement;
  doc: Document;
  /** Lays the page out at `width` px and waits for it to settle: styles, fonts, pictures. */
  resize(width: number): Promise<void>;
  remove(): void;
}

/** Waits for every picture of `doc` to load or fail, for at most `ms`. */
async function picturesSettled(doc: Document, ms = 8000): Promise<void> {
  const pending = [...doc.images].filter((image) => !image.complete);
  await Promise.race([
    Promise.all(
      pending.map(
        (image) =>
          new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
    ),
    pause(ms),
  ]);
}

/**
 * Ends every running animation and transition in `doc` (its widgets' shadow
 * trees too) at its last frame: a card fading in would otherwise be measured
 * halfway, a contrast failure that is not the page's. An endless animation has
 * no end and runs on.
 */
function finishAnimations(doc: Document): void {
  const trees: (Document | ShadowRoot)[] = [doc];
  for (let i = 0; i < trees.length; i++) {
    for (const element of trees[i]!.querySelectorAll('*')) if (element.shadowRoot) trees.push(element.shadowRoot);
  }
  for (const animation of new Set(trees.flatMap((tree) => tree.getAnimations()))) {
    try {
      animation.finish();
    } catch {
      // InvalidStateError: an endless animation, left as it runs.
    }
  }
}

/** Opens a frame with `page` rendered in the site's look, `title` naming it for assistive technology. */
export async function openCheckFrame(
  page: ReactNode,
  look: PageLook,
  sheets: readonly (string | undefined)[],
  title: string,
): Promise<CheckFrame> {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.srcdoc = blankPage;
  // Off screen but laid out (axe skips what is not rendered), and tall enough that every lazy picture loads.
  Object.assign(frame.style, {
    position: 'fixed',
    top: '0',
    left: '-40000px',
    width: '1280px',
    height: '900px',
    border: '0',
  });
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument!;
  lookLikeSite(doc, sheets, look);
  // Rendered once styled: elements styled late start transitions from unstyled values, which axe would catch halfway.
  await stylesheetsLoaded(doc);
  const host = doc.createElement('div');
  doc.body.append(host);
  const root: Root = createRoot(host);
  root.render(page);
  return {
    frame,
    doc,
    async resize(width) {
      frame.style.width = `${width}px`;
      // Two passes: the height the page takes at this width, then the pictures that height brings into view.
      for (let pass = 0; pass < 2; pass++) {
        await pause(50);
        frame.style.height = `${Math.max(900, doc.documentElement.scrollHeight)}px`;
        await picturesSettled(doc);
      }
      await doc.fonts.ready;
      finishAnimations(doc);
    },
    remove() {
      root.unmount();
      frame.remove();
    },
  };
}
