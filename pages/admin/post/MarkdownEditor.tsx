// The post's body in CodeMirror 6 (`codemirror` and @codemirror/lang-markdown).
// Chosen over Decap CMS, the field's git-based editor: Decap's Markdown widget
// rewrites the writer's `-` bullets as `*` and its saves reorder the front
// matter by its own config, so an unchanged post would not keep its bytes, and
// that config (collections, fields, vocabularies) would be a second copy of
// our schemas to keep in step. CodeMirror edits the text itself and changes
// nothing it is not told to; the form above it is made from our schema.
import { useEffect, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { markdown } from '@codemirror/lang-markdown';
import './post.css';

/** Props of {@link MarkdownEditor}. */
export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Its name for assistive technology: the words of the label shown above it. */
  label: string;
  /** Its help and problems, said after its name. */
  description?: string;
}

/** The editor's focus ring and font, as the editor's own sheet draws them elsewhere (it does not reach a shadow root). */
const look = EditorView.theme({
  '&': { fontSize: '0.9375rem', minHeight: '20rem' },
  '&.cm-focused': { outline: '3px solid #0b57d0', outlineOffset: '2px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
});

/** The text area's name and description, as attributes of CodeMirror's content element. */
const attributes = ({ label, description }: { label: string; description?: string }): Record<string, string> => ({
  'aria-label': label,
  ...(description && { 'aria-description': description }),
});

/**
 * A Markdown editor: the text as written, with Markdown's highlighting, line
 * wrapping and CodeMirror's keyboard (Escape, then Tab, moves focus on). It
 * lives in a shadow root: there CodeMirror adopts its styles as constructed
 * sheets, where in the document it would add <style> elements, which the
 * editor's CSP (`style-src 'self'`) refuses. ARIA ids do not cross a shadow
 * root, so its name and description are given as text.
 */
export function MarkdownEditor({ value, onChange, label, description }: MarkdownEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const changed = useRef(onChange);
  const naming = useRef({ label, description });
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const element = host.current!;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const editor = new EditorView({
      root,
      parent: root,
      doc: value,
      extensions: [
        basicSetup,
        markdown(),
        look,
        EditorView.lineWrapping,
        // Read at each update of the view, so a new description (a problem found) reaches it.
        EditorView.contentAttributes.of(() => attributes(naming.current)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once; later text comes in through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);
  useEffect(() => {
    naming.current = { label, description };
    view.current?.dispatch({});
  }, [label, description]);
  return <div ref={host} className="admin-markdown" />;
}
