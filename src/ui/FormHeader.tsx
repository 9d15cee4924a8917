import '../styles/form.css';
import { SlotText } from './SlotText';
import { usePart, useSlot } from './widget-context';

/** Words a form widget's tag gives it; each wins over the form's own when given. */
export interface FormWords {
  /** A heading above the form; none by default. */
  heading?: string;
  /** A sentence under the heading; none by default. */
  intro?: string;
  /** The submit button's words, in place of the form descriptor's. */
  buttonLabel?: string;
}

/**
 * The heading and sentence a tag sets above its form. Without them nothing is
 * shown on the site; a widget keeps them hidden and marked, so its first view
 * shows the tag's words before React comes (fillFirstViewWords).
 */
export function FormHeader({ heading, intro }: FormWords) {
  const mark = useSlot('heading');
  const part = usePart('heading');
  return (
    <>
      {(heading || mark) && (
        <h2 className="it-form-section__title" part={part} data-it-text={mark} hidden={heading ? undefined : true}>
          {heading}
        </h2>
      )}
      <SlotText slot="intro" className="it-form-section__text" text={intro} />
    </>
  );
}
