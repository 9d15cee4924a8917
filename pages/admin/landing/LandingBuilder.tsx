import { useCallback, useMemo, useRef, useState } from 'react';
import { Puck, type Data, type Overrides } from '@puckeditor/core';
import type { LandingDraft, OpenedDocument } from '../../../src/content/editor-api.ts';
import { adminMessages } from '../messages.ts';
import { placeProblems, ProblemsContext } from '../problems/placed-problems.ts';
import { PageDialogs } from '../publish/PageDialogs.tsx';
import { usePublish } from '../publish/use-publish.ts';
import { BlockPanel } from './BlockPanel.tsx';
import { BuilderLayout } from './BuilderLayout.tsx';
import { BuilderContext, type BuilderState } from './builder-context.ts';
import { builderConfig, landingEntries, type BuilderParts } from './builder-config.tsx';
import { landingPageToCheck } from './landing-check.tsx';
import { draftOf, puckPageOf, type PuckPage } from './puck-data.ts';
import '../admin.css';
import './builder.css';

/** Props of {@link LandingBuilder}. */
export interface LandingBuilderProps {
  parts: BuilderParts;
  /** The page opened; none for a new one. */
  opened?: OpenedDocument;
  /** A new page was published under `name`: its address moves there. */
  onNamed: (name: string) => void;
}

/** A new landing page: no front matter, no blocks. */
const emptyDraft: LandingDraft = { kind: 'landing', frontMatter: {}, blocks: [] };

/**
 * The fields panel around Puck's fields: the selected block's name and the
 * buttons that move, duplicate and delete it.
 */
const overrides: Partial<Overrides> = {
  fields: ({ children }) => <BlockPanel>{children}</BlockPanel>,
};

let nextId = 0;
const newId = () => `block-${++nextId}`;

/** The page as the builder holds it: the document it came from (none for a new page), and the draft Puck starts from. */
interface Loaded {
  opened?: OpenedDocument;
  draft: LandingDraft;
  /** Counts the times Puck starts afresh (a version restored, theirs taken): its key. */
  generation: number;
}

const landingDraft = (doc?: OpenedDocument) => (doc?.draft.kind === 'landing' ? doc.draft : emptyDraft);

/** The landing-page builder: Puck with the site's sections, Check and Publish, history and conflicts. */
export function LandingBuilder({ parts, opened, onNamed }: LandingBuilderProps) {
  const config = useMemo(() => builderConfig(parts), [parts]);
  const attributesOf = useCallback(
    (widget: string) =>
      parts.entries.find((entry) => entry.doc.name === widget)?.doc.attributes.map((a) => a.name) ?? [],
    [parts.entries],
  );
  const [loaded, setLoaded] = useState<Loaded>(() => ({ opened, draft: landingDraft(opened), generation: 0 }));
  const initial = useMemo(() => puckPageOf(loaded.draft, attributesOf, newId), [loaded.draft, attributesOf]);
  const current = useRef<PuckPage>(initial);
  const [announcement, setAnnouncement] = useState('');
  const [history, setHistory] = useState(false);
  /** The blocks' ids when Check or Publish ran: the server's `blocks.3` is the fourth of these. */
  const [runIds, setRunIds] = useState<string[]>([]);
  const target = useMemo(() => ({ name: loaded.opened?.name, baseVersion: loaded.opened?.version }), [loaded.opened]);
  const restart = (doc: OpenedDocument | undefined, draft: LandingDraft) =>
    setLoaded((previous) => ({ opened: doc, draft, generation: previous.generation + 1 }));

  const prepare = useCallback(async () => {
    const page = current.current;
    const draft = draftOf(page);
    const ids = page.content.map((block) => block.props.id);
    setRunIds(ids);
    return { draft, page: await landingPageToCheck(draft, ids, landingEntries(parts.entries), parts.sections) };
  }, [parts]);
  const onPublished = useCallback(
    (name: string, version: string, source: string) => {
      const draft = draftOf(current.current);
      if (!loaded.opened) onNamed(name);
      // Puck keeps what is on screen; the next save names the version just published.
      setLoaded((previous) => ({ ...previous, opened: { collection: 'landing', name, draft, source, version } }));
    },
    [loaded.opened, onNamed],
  );
  const {
    state: publish,
    run,
    clearConflict,
    dismiss,
  } = usePublish({ collection: 'landing', target, prepare, onPublished });
  const problems = useMemo(() => placeProblems(publish.problems, runIds), [publish.problems, runIds]);

  const builder: BuilderState = useMemo(
    () => ({
      announce: setAnnouncement,
      publish,
      runPublish: (intent) => void run(intent),
      dismissReport: dismiss,
      saved: Boolean(loaded.opened),
      openHistory: () => setHistory(true),
    }),
    [loaded.opened, publish, run, dismiss],
  );

  return (
    <BuilderContext.Provider value={builder}>
      <ProblemsContext.Provider value={problems}>
        <main id="main" className="admin-builder">
          <div className="admin-builder__puck">
            {/* Puck's parts in a layout of the editor's own (Puck's composition API): its default
                chrome has controls without names and a loader axe faults, and drags with a mouse only. */}
            <Puck
              key={loaded.generation}
              config={config}
              data={initial as Data}
              onChange={(data: Data) => {
                current.current = data as unknown as PuckPage;
              }}
              overrides={overrides}
              iframe={{ enabled: true, syncHostStyles: false, waitForStyles: false }}
            >
              <BuilderLayout />
            </Puck>
          </div>
          <p className="admin-visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>
        </main>
        <PageDialogs
          collection="landing"
          opened={loaded.opened}
          conflict={publish.conflict}
          clearConflict={clearConflict}
          history={history}
          closeHistory={() => setHistory(false)}
          reopen={(page) => restart(page, landingDraft(page))}
          publishOver={(theirs) => {
            // Ours again, now built on their version: the publish replaces theirs knowingly.
            setLoaded((previous) => ({ ...previous, opened: theirs }));
            void run('publish', theirs.version);
          }}
          onRestored={(commit) => setAnnouncement(adminMessages.history.restored(commit))}
        />
      </ProblemsContext.Provider>
    </BuilderContext.Provider>
  );
}
