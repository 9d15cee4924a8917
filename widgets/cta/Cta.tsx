import { cta } from '../../src/content/home';
import { Link } from '../../src/ui/Link';
import { addRipple } from '../../src/ui/ripple';
import { usePart } from '../../src/ui/widget-context';
import '../../src/styles/base.css';
import './call-to-action.css';

/** The closing call to action of the home pages: a heading, a sentence and 'Get in Touch'. */
export function Cta() {
  const [heading, button] = [usePart('heading'), usePart('button')];
  return (
    <section className="it-cta" aria-labelledby="it-cta-title">
      <div className="it-container it-cta__inner">
        <div>
          <h2 id="it-cta-title" className="it-cta__title" part={heading}>
            {cta.heading}
          </h2>
          <p className="it-cta__text">{cta.text}</p>
        </div>
        <Link className="it-button it-cta__button" part={button} href={cta.button.href} onPointerDown={addRipple}>
          {cta.button.label}
        </Link>
      </div>
    </section>
  );
}
