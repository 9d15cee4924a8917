import { useId, useState } from 'react';
import { iconFor } from './icons.ts';
import '../styles/accordion.css';

/** One item of {@link Accordion}. */
export interface AccordionItem {
  question: string;
  answer: string;
}

/**
 * Questions that open one at a time: opening one closes the other, and pressing
 * the open one closes it. Each header is a button with aria-expanded in an h3,
 * as the WAI-ARIA accordion pattern has it; closed answers are `hidden`.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  const Chevron = iconFor('ChevronDown');
  return (
    <div className="it-accordion">
      {items.map((item, i) => (
        <div key={item.question} className={`it-accordion__item${open === i ? ' is-open' : ''}`}>
          <h3 className="it-accordion__heading">
            <button
              type="button"
              id={`${id}-q${i}`}
              className="it-accordion__button"
              aria-expanded={open === i}
              aria-controls={`${id}-a${i}`}
              onClick={() => setOpen(open === i ? null : i)}
            >
              <span>{item.question}</span>
              <Chevron className="it-accordion__icon" aria-hidden="true" size={20} />
            </button>
          </h3>
          <div
            id={`${id}-a${i}`}
            className="it-accordion__panel"
            role="region"
            aria-labelledby={`${id}-q${i}`}
            hidden={open !== i}
          >
            <p>{item.answer}</p>
          </div>
        </div>
      ))}
    </div>
  );
}
