import '../styles/form.css';
import { usePart } from './widget-context.ts';

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
 * The heading and sentence a tag or a landing page sets above its form, as
 * /contact has them; nothing when none is given. A widget given them renders
 * in the browser: the enquiry form's size budget has no room for the first
 * view's word filler.
 */
export function FormHeader({ heading, intro }: FormWords) {
  const part = usePart('heading');
  return (
    <>
      {heading && (
        <h2 className="it-form-section__title" part={part}>
          {heading}
        </h2>
      )}
      {intro && <p className="it-form-section__text">{intro}</p>}
    </>
  );
}
