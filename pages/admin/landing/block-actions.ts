import { useGetPuck } from '@puckeditor/core';
import { useCallback } from 'react';
import { adminMessages } from '../messages.ts';
import { fieldId } from '../problems/placed-problems.ts';
import { blockLabel } from './builder-config.tsx';
import { useBuilder } from './builder-context.ts';
import { idOf } from './puck-data.ts';

const words = adminMessages.builder;

/** Puck's one zone of a page without slots: the root's. */
export const rootZone = 'root:default-zone';

/** Moves focus to an element once React has drawn it (after Puck selected a block, its fields are new). */
export function focusSoon(id: string) {
  let tries = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      element.scrollIntoView({ block: 'nearest' });
    } else if (tries++ < 20) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * Adding, selecting, moving, duplicating and deleting blocks through Puck's
 * own actions (its reducer's `insert`, `reorder`, `duplicate`, `remove`,
 * `setUi`), so the keyboard does what dragging does; each is announced.
 */
export function useBlockActions() {
  const getPuck = useGetPuck();
  const { announce } = useBuilder();
  const content = () => getPuck().appState.data.content;
  const select = useCallback(
    (index: number | null) =>
      getPuck().dispatch({ type: 'setUi', ui: { itemSelector: index === null ? null : { index, zone: rootZone } } }),
    [getPuck],
  );
  const labelAt = (index: number) => blockLabel(content()[index]?.type ?? '');
  return {
    select,
    /** Selects the block with `id` and puts focus on its field `field` (or the first of its panel). */
    goTo(id: string, field: string) {
      const index = content().findIndex((block) => idOf(block) === id);
      if (index < 0) return;
      select(index);
      focusSoon(fieldId(id, field));
    },
    insert(type: string, at: number) {
      getPuck().dispatch({ type: 'insert', componentType: type, destinationIndex: at, destinationZone: rootZone });
      select(at);
      announce(words.added(blockLabel(type), at + 1));
    },
    move(from: number, to: number) {
      if (to < 0 || to >= content().length) return;
      const label = labelAt(from);
      getPuck().dispatch({ type: 'reorder', sourceIndex: from, destinationIndex: to, destinationZone: rootZone });
      select(to);
      announce(words.moved(label, to + 1));
    },
    duplicate(index: number) {
      const label = labelAt(index);
      getPuck().dispatch({ type: 'duplicate', sourceIndex: index, sourceZone: rootZone });
      select(index + 1);
      announce(words.duplicated(label));
    },
    remove(index: number) {
      const label = labelAt(index);
      getPuck().dispatch({ type: 'remove', index, zone: rootZone });
      select(null);
      announce(words.removed(label));
    },
  };
}
