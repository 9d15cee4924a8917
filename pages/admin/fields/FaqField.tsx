import { fieldId, useProblems, PAGE } from '../problems/placed-problems.ts';
import { adminMessages } from '../messages.ts';
import { FieldControl } from './FieldControl.tsx';
import '../admin.css';
import './fields.css';

const words = adminMessages.fields.faq;

/** One question of a page's FAQ, as its front matter writes it. */
export interface FaqItem {
  question?: string;
  answer?: string;
}

/** Props of {@link FaqField}. */
export interface FaqFieldProps {
  value: unknown;
  onChange: (value: FaqItem[] | undefined) => void;
}

/** One question and its answer, with their problems (`faq.0.answer`). */
function FaqItemFields({ item, index, onChange }: { item: FaqItem; index: number; onChange: (item: FaqItem) => void }) {
  const path = `faq.${index}`;
  const questionProblems = useProblems(PAGE, `${path}.question`);
  const answerProblems = useProblems(PAGE, `${path}.answer`);
  const itemProblems = useProblems(PAGE, path);
  // A key cleared stays in place (undefined), so the item keeps question before answer.
  const set = (key: keyof FaqItem, next: unknown) => onChange({ ...item, [key]: next as string | undefined });
  return (
    <>
      <FieldControl
        spec={{ name: 'question', kind: 'text', label: words.question(index) }}
        id={fieldId(PAGE, `${path}.question`)}
        value={item.question}
        onChange={(next) => set('question', next)}
        problems={[...itemProblems, ...questionProblems]}
      />
      <FieldControl
        spec={{ name: 'answer', kind: 'textarea', label: words.answer(index) }}
        id={fieldId(PAGE, `${path}.answer`)}
        value={item.answer}
        onChange={(next) => set('answer', next)}
        problems={answerProblems}
      />
    </>
  );
}

/**
 * The page's FAQ items (front matter `faq`), which its FAQ block shows: each a
 * question and an answer, added, moved and removed with buttons. Puck's own
 * array field opens an item on a click of a plain element, which the keyboard
 * cannot reach; this one is buttons and inputs alone.
 */
export function FaqField({ value, onChange }: FaqFieldProps) {
  const items: FaqItem[] = Array.isArray(value) ? (value as FaqItem[]) : [];
  const problems = useProblems(PAGE, 'faq');
  const update = (next: FaqItem[]) => onChange(next.length > 0 ? next : undefined);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    update(next);
  };
  return (
    <fieldset className="admin-field admin-faq" aria-describedby="faq-help">
      <legend className="admin-field__label">{words.legend}</legend>
      <p id="faq-help" className="admin-field__help">
        {words.help}
      </p>
      {problems.length > 0 && (
        <ul id={fieldId(PAGE, 'faq')} className="admin-field__problems" tabIndex={-1}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {items.length === 0 && <p className="admin-field__help">{words.none}</p>}
      <ol className="admin-faq__items">
        {items.map((item, index) => (
          <li key={index} className="admin-faq__item">
            <FaqItemFields item={item} index={index} onChange={(next) => update(items.with(index, next))} />
            <div className="admin-faq__actions">
              <button
                type="button"
                className="admin-button admin-button--small"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                {words.up(index)}
              </button>
              <button
                type="button"
                className="admin-button admin-button--small"
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                {words.down(index)}
              </button>
              <button
                type="button"
                className="admin-button admin-button--small admin-button--danger"
                onClick={() => update(items.filter((_, other) => other !== index))}
              >
                {words.remove(index)}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="admin-button"
        onClick={() => update([...items, { question: undefined, answer: undefined }])}
      >
        {words.add}
      </button>
    </fieldset>
  );
}
