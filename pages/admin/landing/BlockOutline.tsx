import { createUsePuck } from '@puckeditor/core';
import { adminMessages } from '../messages.ts';
import { useBlockActions } from './block-actions.ts';
import { blockLabel } from './builder-config.tsx';
import '../admin.css';
import './builder.css';

const words = adminMessages.builder;
const usePuck = createUsePuck();

/** The page's blocks in order (Puck's `outline` override): a button each, which selects the block and opens its fields. */
export function BlockOutline() {
  // Select what the store holds (a selector that builds a new array each time would never settle).
  const types = usePuck((state) => state.appState.data.content).map((block) => block.type);
  const selected = usePuck((state) => state.appState.ui.itemSelector?.index ?? null);
  const actions = useBlockActions();
  return (
    <nav className="admin-outline" aria-label={words.blocks}>
      {types.length === 0 ? (
        <p className="admin-field__help">{words.empty}</p>
      ) : (
        <ol className="admin-outline__list">
          {types.map((type, index) => (
            <li key={index}>
              <button
                type="button"
                className="admin-outline__item"
                aria-current={selected === index ? 'true' : undefined}
                onClick={() => actions.select(index)}
              >
                {words.blockLabel(blockLabel(type), index)}
              </button>
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="admin-outline__item"
        aria-current={selected === null ? 'true' : undefined}
        onClick={() => actions.select(null)}
      >
        {words.pageSettings}
      </button>
    </nav>
  );
}
