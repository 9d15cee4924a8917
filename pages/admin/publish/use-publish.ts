import { useCallback, useRef, useState } from 'react';
import type { EditorCollection, EditorDraft, FieldProblem, OpenedDocument } from '../../../src/content/editor-api.ts';
import { saveDocument } from '../api.ts';
import { adminMessages } from '../messages.ts';
import { siteFacts } from '../preview/site-facts.ts';
import { checkPage, type PageReport, type PageToCheck } from './page-check.ts';

const words = adminMessages.publish;

/** Where a check or a publish stands. */
export interface PublishState {
  phase: 'idle' | 'checking' | 'publishing' | 'checked' | 'published' | 'stopped' | 'failed';
  /** What to tell the person (published, checked, failed…). */
  message?: string;
  /** What the server's check found, by field path (editor-api.ts). */
  problems: FieldProblem[];
  /** What axe found and what the page would load. */
  report?: PageReport;
  /** Someone else published the page since it was opened: the page as it is now, and ours as the server would write it. */
  conflict?: { theirs: OpenedDocument; yours: string };
}

/** The page being edited: its file's name (none yet for a new page) and the version it was opened at. */
export interface PublishTarget {
  name?: string;
  baseVersion?: string;
}

/** A file name the API accepts: the slug of a new page. */
const fileName = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Options of {@link usePublish}. */
export interface PublishOptions {
  collection: EditorCollection;
  target: PublishTarget;
  /** The draft as it is now, and the page to check, rendered by the site's components. */
  prepare: () => Promise<{ draft: EditorDraft; page: PageToCheck }>;
  /** The page went live: its file's name, its new version and its text as written. */
  onPublished: (name: string, version: string, source: string) => void;
}

/**
 * Check and Publish (`run`; a publish after a conflict names the version it
 * now builds on). Both lay the page out and run axe at 375 and 1280 px and
 * weigh it, then ask the server to check it (`intent: 'check'`). Publish then
 * sends it (`intent: 'publish'`) with the version it was opened at, unless
 * axe or the server found a problem: an accessibility violation blocks
 * publishing as a problem of the build would.
 */
export function usePublish({ collection, target, prepare, onPublished }: PublishOptions) {
  const [state, setState] = useState<PublishState>({ phase: 'idle', problems: [] });
  const busy = useRef(false);
  const run = useCallback(
    async (intent: 'check' | 'publish', baseVersion = target.baseVersion) => {
      if (busy.current) return;
      busy.current = true;
      setState({ phase: 'checking', problems: [] });
      try {
        const { draft, page } = await prepare();
        const slug = draft.frontMatter.slug;
        const name = target.name ?? (typeof slug === 'string' && fileName.test(slug) ? slug : undefined);
        const report = await checkPage(page, await siteFacts());
        if (!name) {
          setState({ phase: 'stopped', report, problems: [{ field: 'slug', message: words.newName }] });
          return;
        }
        const request = { draft, baseVersion };
        let answer = await saveDocument(collection, name, { ...request, intent: 'check' });
        const blocked = report.violations.length > 0;
        if (answer.ok && intent === 'publish' && !blocked) {
          setState({ phase: 'publishing', report, problems: [] });
          answer = await saveDocument(collection, name, { ...request, intent: 'publish' });
        }
        if ('conflict' in answer) {
          setState({
            phase: 'stopped',
            report,
            problems: [],
            message: words.notPublished,
            conflict: { theirs: answer.conflict, yours: answer.yours },
          });
        } else if (!answer.ok) {
          setState({ phase: 'stopped', report, problems: answer.problems });
        } else if (blocked) {
          setState({ phase: 'stopped', report, problems: [] });
        } else if (intent === 'publish') {
          setState({ phase: 'published', report, problems: [], message: words.published(answer.commit) });
          onPublished(name, answer.version, answer.source);
        } else {
          setState({ phase: 'checked', report, problems: [], message: words.checked });
        }
      } catch (error) {
        setState({
          phase: 'failed',
          problems: [],
          message: words.failed(error instanceof Error ? error.message : String(error)),
        });
      } finally {
        busy.current = false;
      }
    },
    [collection, target.name, target.baseVersion, prepare, onPublished],
  );
  const clearConflict = useCallback(() => setState((previous) => ({ ...previous, conflict: undefined })), []);
  const dismiss = useCallback(() => setState({ phase: 'idle', problems: [] }), []);
  return { state, run, clearConflict, dismiss };
}
