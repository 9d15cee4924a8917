import { useState } from 'react';
import type { Picture as PictureData } from '../content/types.ts';
import { Modal } from '../ui/Modal.tsx';
import { Picture } from '../ui/Picture.tsx';
import '../styles/base.css';
import '../styles/product-screenshots.css';

/** Width of a screenshot thumbnail in the side panel (spec: 370 px). */
export const THUMB_WIDTH = 370;
/** Height of a screenshot thumbnail (spec: 150 px). */
export const THUMB_HEIGHT = 150;

/** Screenshot thumbnails; pressing one shows it large in a modal dialog. */
export function ProductScreenshots({ shots, product }: { shots: readonly PictureData[]; product: string }) {
  const [open, setOpen] = useState(false);
  // Kept after closing so the picture stays in the dialog while it fades out.
  const [shown, setShown] = useState<{ shot: PictureData; opener: HTMLElement } | null>(null);
  return (
    <>
      <h3 className="it-screenshots__title">Screenshots</h3>
      <ul className="it-screenshots">
        {shots.map((shot) => (
          <li key={shot.src}>
            <button
              type="button"
              className="it-screenshots__thumb"
              aria-haspopup="dialog"
              onClick={(event) => {
                setShown({ shot, opener: event.currentTarget });
                setOpen(true);
              }}
            >
              <Picture picture={{ ...shot, alt: '' }} width={THUMB_WIDTH} height={THUMB_HEIGHT} />
              <span className="it-visually-hidden">Enlarge: {shot.alt}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open} onClose={() => setOpen(false)} label={`${product} screenshot`} opener={shown?.opener ?? null}>
        {shown && (
          <figure className="it-screenshots__large">
            <Picture picture={shown.shot} priority />
            <figcaption>{shown.shot.alt}</figcaption>
          </figure>
        )}
      </Modal>
    </>
  );
}
