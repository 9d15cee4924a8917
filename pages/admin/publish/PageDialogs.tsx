import type { EditorCollection, OpenedDocument } from '../../../src/content/editor-api.ts';
import { openDocument, restoreVersion } from '../api.ts';
import { ConflictView } from './ConflictView.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';

interface PageDialogsProps {
  collection: EditorCollection;
  /** The page as last opened or published; none for a page not yet published. */
  opened?: OpenedDocument;
  /** The page someone else published while this one was being edited, and this one's source. */
  conflict?: { theirs: OpenedDocument; yours: string };
  clearConflict: () => void;
  history: boolean;
  closeHistory: () => void;
  /** Shows `page` afresh, dropping the edits on screen: theirs taken, or a version restored. */
  reopen: (page: OpenedDocument) => void;
  /** Publishes the edits on screen over `theirs`, knowingly. */
  publishOver: (theirs: OpenedDocument) => void;
  /** Told the commit a restore made, to announce it. */
  onRestored?: (commit: string) => void;
}

/**
 * What the builder and the post editor open over a page: the conflict with
 * another person's version, and the page's history, whose restore is a new
 * commit the editor then opens.
 */
export function PageDialogs(props: PageDialogsProps) {
  const { collection, opened, conflict, clearConflict, reopen, publishOver } = props;
  const restore = (commit: string) => {
    const { name, version } = opened!;
    props.closeHistory();
    void restoreVersion(collection, name, commit, version).then(async (answer) => {
      if (!answer.ok) return;
      props.onRestored?.(answer.commit);
      reopen(await openDocument(collection, name));
    });
  };
  return (
    <>
      {conflict && (
        <ConflictView
          theirs={conflict.theirs}
          yours={conflict.yours}
          onClose={clearConflict}
          onTakeTheirs={() => {
            clearConflict();
            reopen(conflict.theirs);
          }}
          onReapply={() => {
            clearConflict();
            publishOver(conflict.theirs);
          }}
        />
      )}
      {props.history && opened && (
        <HistoryPanel collection={collection} name={opened.name} onClose={props.closeHistory} onRestore={restore} />
      )}
    </>
  );
}
