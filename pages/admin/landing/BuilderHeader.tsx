import { createUsePuck } from '@puckeditor/core';
import type { FieldProblem } from '../../../src/content/editor-api.ts';
import { Link } from 'wouter';
import { adminMessages } from '../messages.ts';
import { fieldId, PAGE } from '../problems/placed-problems.ts';
import type { Violation } from '../publish/accessibility.ts';
import { PublishReport, type ProblemPlace } from '../publish/PublishReport.tsx';
import { focusSoon, useBlockActions } from './block-actions.ts';
import { blockLabel, pageFields } from './builder-config.tsx';
import { useBuilder } from './builder-context.ts';
import { idOf } from './puck-data.ts';
import '../admin.css';
import './builder.css';

const words = adminMessages;
const usePuck = createUsePuck();

/** A front matter path's label: `title` → "Title", `faq.0.answer` → "Answer 1". */
function pageFieldLabel(path: string): string {
  const [key, index, part] = path.split('.');
  if (key === 'faq' && index !== undefined) {
    const n = Number(index);
    return part === 'question'
      ? words.fields.faq.question(n)
      : part === 'answer'
        ? words.fields.faq.answer(n)
        : words.fields.faq.question(n);
  }
  const spec = pageFields[key as keyof typeof pageFields];
  return spec === 'faq' ? words.fields.faq.legend : (spec?.label ?? path);
}

/**
 * The builder's header (Puck's `header` override): the page's title, its
 * history, Check and Publish, and below them what they found, each problem
 * linking to its field (a block's is selected first).
 */
export function BuilderHeader() {
  const title = usePuck((state) => state.appState.data.root.props?.title as string | undefined);
  // Select what the store holds (a selector that builds a new array each time would never settle).
  const content = usePuck((state) => state.appState.data.content);
  const types = content.map((block) => ({ type: block.type, id: idOf(block) }));
  const { publish, runPublish, dismissReport, saved, openHistory } = useBuilder();
  const actions = useBlockActions();
  const busy = publish.phase === 'checking' || publish.phase === 'publishing';
  const placeOf = (problem: FieldProblem): ProblemPlace => {
    const block = /^blocks\.(\d+)(?:\.(.+))?$/.exec(problem.field);
    if (block) {
      const index = Number(block[1]);
      const found = types[index];
      const where = words.publish.inBlock(blockLabel(found?.type ?? ''), index);
      const label = block[2] ? `${where}, ${words.fields.labelOf(block[2])}` : where;
      return { label, go: found ? () => actions.goTo(found.id, block[2] ?? '') : undefined };
    }
    if (!problem.field) return { label: words.publish.pageProblem };
    return {
      label: pageFieldLabel(problem.field),
      go: () => {
        actions.select(null);
        focusSoon(fieldId(PAGE, problem.field));
      },
    };
  };
  const goToViolation = (violation: Violation) => {
    const { scope } = violation;
    return scope ? () => actions.goTo(scope, '') : undefined;
  };
  return (
    <header>
      <div className="admin-bar">
        <Link href="/" className="admin-button admin-button--small">
          {words.nav.back}
        </Link>
        <h1 className="admin-bar__title">{words.builder.heading(title || words.builder.untitled)}</h1>
        <div className="admin-bar__actions">
          {saved && (
            <button type="button" className="admin-button" onClick={openHistory}>
              {words.history.open}
            </button>
          )}
          <button type="button" className="admin-button" disabled={busy} onClick={() => runPublish('check')}>
            {publish.phase === 'checking' ? words.publish.checking : words.publish.check}
          </button>
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={busy}
            onClick={() => runPublish('publish')}
          >
            {publish.phase === 'publishing' ? words.publish.publishing : words.publish.publish}
          </button>
        </div>
      </div>
      <PublishReport state={publish} placeOf={placeOf} goToViolation={goToViolation} onClose={dismissReport} />
    </header>
  );
}
