import type { ReactNode } from 'react';
import { createUsePuck } from '@puckeditor/core';
import { adminMessages } from '../messages.ts';
import { useProblems, PAGE } from '../problems/placed-problems.ts';
import { useBlockActions } from './block-actions.ts';
import { blockLabel } from './builder-config.tsx';
import { idOf } from './puck-data.ts';
import '../admin.css';
import './builder.css';

const words = adminMessages.builder;
const usePuck = createUsePuck();

/** The problems with a scope as a whole (a block, or the page). */
function ScopeProblems({ scope }: { scope: string }) {
  const problems = useProblems(scope, '');
  if (problems.length === 0) return null;
  return (
    <ul className="admin-field__problems" id={`field-${scope}-`} tabIndex={-1}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}

/**
 * The fields panel (Puck's `fields` override): for the selected block, its
 * name and the buttons that move, duplicate and delete it (Puck's dragging
 * needs a mouse), then its fields; with none selected, the page's settings.
 */
export function BlockPanel({ children }: { children: ReactNode }) {
  const selected = usePuck((state) => state.appState.ui.itemSelector?.index ?? null);
  const count = usePuck((state) => state.appState.data.content.length);
  const block = usePuck((state) => state.selectedItem);
  const actions = useBlockActions();
  if (selected === null || !block) {
    return (
      <div className="admin-panel">
        <h2 className="admin-panel__heading">{words.pageSettings}</h2>
        <ScopeProblems scope={PAGE} />
        {children}
      </div>
    );
  }
  const label = blockLabel(block.type);
  return (
    <div className="admin-panel">
      <h2 className="admin-panel__heading">{words.blockLabel(label, selected)}</h2>
      <div className="admin-panel__actions" role="group" aria-label={words.selectedBlock(label)}>
        <button
          type="button"
          className="admin-button admin-button--small"
          disabled={selected === 0}
          onClick={() => actions.move(selected, selected - 1)}
        >
          {words.moveUp}
        </button>
        <button
          type="button"
          className="admin-button admin-button--small"
          disabled={selected === count - 1}
          onClick={() => actions.move(selected, selected + 1)}
        >
          {words.moveDown}
        </button>
        <button type="button" className="admin-button admin-button--small" onClick={() => actions.duplicate(selected)}>
          {words.duplicate}
        </button>
        <button
          type="button"
          className="admin-button admin-button--small admin-button--danger"
          onClick={() => actions.remove(selected)}
        >
          {words.remove}
        </button>
        <button type="button" className="admin-button admin-button--small" onClick={() => actions.select(null)}>
          {words.pageSettings}
        </button>
      </div>
      <ScopeProblems scope={idOf(block)} />
      {children}
    </div>
  );
}
