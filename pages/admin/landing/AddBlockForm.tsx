import { useId, useState, type FormEvent } from 'react';
import { createUsePuck } from '@puckeditor/core';
import { adminMessages } from '../messages.ts';
import { useBlockActions } from './block-actions.ts';
import { blockLabel } from './builder-config.tsx';
import '../admin.css';
import './builder.css';

const words = adminMessages.builder;
const usePuck = createUsePuck();

/**
 * "Add block": a select of every block type and a button, the keyboard's way
 * to add what Puck's list adds by dragging. The block goes after the selected
 * one, or at the end, and is selected, its fields open.
 */
export function AddBlockForm() {
  const types = Object.keys(usePuck((state) => state.config.components));
  const selected = usePuck((state) => state.appState.ui.itemSelector?.index ?? null);
  const count = usePuck((state) => state.appState.data.content.length);
  const actions = useBlockActions();
  const [type, setType] = useState(types[0] ?? '');
  const id = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (type) actions.insert(type, selected === null ? count : selected + 1);
  };
  return (
    <form className="admin-add" onSubmit={handleSubmit}>
      <label htmlFor={id} className="admin-field__label">
        {words.addLabel}
      </label>
      <div className="admin-add__row">
        <select
          id={id}
          className="admin-field__input"
          value={type}
          aria-describedby={`${id}-help`}
          onChange={(event) => setType(event.target.value)}
        >
          {types.map((name) => (
            <option key={name} value={name}>
              {blockLabel(name)}
            </option>
          ))}
        </select>
        <button type="submit" className="admin-button admin-button--primary">
          {words.add}
        </button>
      </div>
      <p id={`${id}-help`} className="admin-field__help">
        {words.addHelp}
      </p>
    </form>
  );
}
