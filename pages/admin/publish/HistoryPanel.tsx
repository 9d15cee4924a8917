import { useEffect, useState } from 'react';
import type { EditorCollection, HistoryEntry } from '../../../src/content/editor-api.ts';
import { fetchHistory } from '../api.ts';
import { adminMessages } from '../messages.ts';
import '../admin.css';
import './history.css';

const words = adminMessages.history;

/** Props of {@link HistoryPanel}. */
export interface HistoryPanelProps {
  collection: EditorCollection;
  name: string;
  /** Restores the page as it was at `commit`, as a new commit. */
  onRestore: (commit: string) => void;
  onClose: () => void;
}

/** The commits that changed the page, newest first, each restorable. */
export function HistoryPanel({ collection, name, onRestore, onClose }: HistoryPanelProps) {
  const [entries, setEntries] = useState<HistoryEntry[]>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    fetchHistory(collection, name).then(setEntries, (error: unknown) => setFailure(String(error)));
  }, [collection, name]);
  return (
    <section className="admin-history" aria-labelledby="admin-history-heading">
      <div className="admin-history__bar">
        <h2 id="admin-history-heading">{words.heading}</h2>
        <button type="button" className="admin-button admin-button--small" onClick={onClose}>
          {words.close}
        </button>
      </div>
      {failure && (
        <p className="admin-notice admin-notice--error" role="alert">
          {failure}
        </p>
      )}
      {!entries && !failure && <p role="status">{words.loading}</p>}
      {entries?.length === 0 && <p>{words.empty}</p>}
      <ol className="admin-history__entries">
        {entries?.map((entry) => (
          <li key={entry.commit} className="admin-history__entry">
            <p className="admin-history__message">{entry.message}</p>
            <p className="admin-history__meta">
              {words.entry(entry.author, new Date(entry.date).toLocaleString())} ·{' '}
              <code>{entry.commit.slice(0, 7)}</code>
            </p>
            <button
              type="button"
              className="admin-button admin-button--small"
              aria-label={words.restoreLabel(entry.commit)}
              onClick={() => {
                if (window.confirm(words.confirm)) onRestore(entry.commit);
              }}
            >
              {words.restore}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
