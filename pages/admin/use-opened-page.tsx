import { useEffect, useState } from 'react';
import type { EditorCollection, OpenedDocument } from '../../src/content/editor-api.ts';
import { ApiError, openDocument } from './api.ts';
import { adminMessages } from './messages.ts';
import { useNamedRoute } from './use-named-route.ts';
import './admin.css';

const words = adminMessages;

/** A screen's page while it opens: what else the screen needs (`parts`) and the page itself, none for a new one. */
export type Opening<Parts> =
  | { state: 'loading' }
  | { state: 'failed'; reason: string }
  | { state: 'ready'; parts: Parts; opened?: OpenedDocument; generation: number };

/**
 * Opens the page `name` of `collection` (none: a new page) with `loadParts`,
 * which must be a stable function (a module's), again whenever the route names
 * another page. `generation` changes at each opening, for the screen's key, so
 * what the editor held of the last page is dropped.
 */
export function useOpenedPage<Parts>(
  collection: EditorCollection,
  name: string | undefined,
  untitled: string,
  loadParts: () => Promise<Parts>,
) {
  const [opening, setOpening] = useState<Opening<Parts>>({ state: 'loading' });
  const { onNamed, isOwn } = useNamedRoute(collection);
  useEffect(() => {
    if (isOwn(name)) return;
    document.title = words.titleOf(name ?? untitled);
    Promise.all([loadParts(), name ? openDocument(collection, name) : undefined]).then(
      ([parts, opened]) =>
        setOpening((previous) => ({
          state: 'ready',
          parts,
          opened,
          generation: previous.state === 'ready' ? previous.generation + 1 : 0,
        })),
      (error: unknown) =>
        setOpening({
          state: 'failed',
          reason:
            error instanceof ApiError && error.status === 404
              ? words.errors.notFound
              : String(error instanceof Error ? error.message : error),
        }),
    );
  }, [collection, name, untitled, loadParts, isOwn]);
  return { opening, onNamed };
}

/** What a screen shows until its page is open: that it is loading, or why it could not be opened. */
export function OpeningNotice({ title, loading, failed }: { title: string; loading: string; failed?: string }) {
  return (
    <main id="main" className="admin-page">
      <h1>{title}</h1>
      {failed === undefined ? (
        <p role="status">{loading}</p>
      ) : (
        <p className="admin-notice admin-notice--error" role="alert">
          {words.errors.loadFailed(failed)}
        </p>
      )}
    </main>
  );
}
