import { cta } from '../../src/content/home.ts';
import { Link } from '../../src/ui/Link.tsx';
import { addRipple } from '../../src/ui/ripple.ts';
import { Heading } from '../../src/ui/Heading.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { SlotText } from '../../src/ui/SlotText.tsx';
import { usePart, useSlot } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import './call-to-action.css';

/** The closing call to action of the home pages: a heading, a sentence and 'Get in Touch'. */
export function Cta(words: SectionWords) {
  const [heading, button] = [usePart('heading'), usePart('button')];
  return (
    <section className="it-cta" aria-labelledby="it-cta-title">
      <div className="it-container it-cta__inner">
        <div>
          <SlotText slot="eyebrow" className="it-eyebrow it-cta__eyebrow" text={words.eyebrow} />
          <Heading
            level={words.headingLevel}
            id="it-cta-title"
            className="it-cta__title"
            part={heading}
            data-it-text={useSlot('heading')}
          >
            {words.heading ?? cta.heading}
          </Heading>
          <p className="it-cta__text" data-it-text={useSlot('intro')}>
            {words.intro ?? cta.text}
          </p>
        </div>
        <Link className="it-button it-cta__button" part={button} href={cta.button.href} onPointerDown={addRipple}>
          {cta.button.label}
        </Link>
      </div>
    </section>
  );
}
