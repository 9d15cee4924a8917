import { useEffect, useRef } from 'react';
import type { OpenedDocument } from '../../../src/content/editor-api.ts';
import { adminMessages } from '../messages.ts';
import { changedLines } from './line-diff.ts';
import '../admin.css';
import './conflict.css';

const words = adminMessages.conflict;

/** Props of {@link ConflictView}. */
export interface ConflictViewProps {
  theirs: OpenedDocument;
  /** Our draft as the server would have written it. */
  yours: string;
  onTakeTheirs: () => void;
  onReapply: () => void;
  onClose: () => void;
}

/** One version's text, its changed lines marked. */
function Version({
  heading,
  lines,
  changed,
}: {
  heading: string;
  lines: readonly string[];
  changed: readonly boolean[];
}) {
  return (
    <div className="admin-conflict__version">
      <h3>{heading}</h3>
      <pre className="admin-conflict__text" tabIndex={0} aria-label={heading}>
        {lines.map((line, index) =>
          changed[index] ? (
            <mark key={index} className="admin-conflict__changed">
              {line || ' '}
              {'\n'}
            </mark>
          ) : (
            <span key={index}>
              {line}
              {'\n'}
            </span>
          ),
        )}
      </pre>
    </div>
  );
}

/**
 * The save was refused because someone else published the page since it was
 * opened: both versions side by side, what differs marked, and the two ways on.
 * A modal <dialog>: the browser traps focus in it and Escape closes it.
 */
export function ConflictView({ theirs, yours, onTakeTheirs, onReapply, onClose }: ConflictViewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const theirLines = theirs.source.split('\n');
  const yourLines = yours.split('\n');
  const changed = changedLines(theirLines, yourLines);
  return (
    <dialog ref={dialog} className="admin-conflict" aria-labelledby="admin-conflict-heading" onClose={onClose}>
      <h2 id="admin-conflict-heading">{words.heading}</h2>
      <p>{words.intro}</p>
      <div className="admin-conflict__versions">
        <Version heading={words.theirs} lines={theirLines} changed={changed.a} />
        <Version heading={words.yours} lines={yourLines} changed={changed.b} />
      </div>
      <div className="admin-conflict__actions">
        <button type="button" className="admin-button" onClick={onTakeTheirs}>
          {words.takeTheirs}
        </button>
        <button type="button" className="admin-button admin-button--primary" onClick={onReapply}>
          {words.reapply}
        </button>
      </div>
    </dialog>
  );
}
