import { aboutCompany } from '../../src/content/home.ts';
import { iconFor } from '../../src/ui/icons.ts';
import { Link } from '../../src/ui/Link.tsx';
import { Picture } from '../../src/ui/Picture.tsx';
import { addRipple } from '../../src/ui/ripple.ts';
import { Heading } from '../../src/ui/Heading.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { usePart, useSlot } from '../../src/ui/widget-context.ts';
import './about-company.css';
import '../../src/styles/base.css';
import '../../src/styles/grid.css';
import '../../src/styles/section-header.css';

/**
 * The home page's about-company block under the slogan 'Your Vision, Our Innovation'.
 * An `intro` stands in for the first paragraph.
 */
export function About(words: SectionWords) {
  const [heading, button] = [usePart('heading'), usePart('button')];
  const Check = iconFor('Check');
  const [first, ...rest] = aboutCompany.paragraphs;
  return (
    <section className="it-section it-about-company" aria-labelledby="it-about-company-title">
      <div className="it-container it-split">
        <Picture picture={aboutCompany.picture} className="it-about-company__image" />
        <div>
          <p className="it-eyebrow" data-it-text={useSlot('eyebrow')}>
            {words.eyebrow ?? aboutCompany.slogan}
          </p>
          <Heading
            level={words.headingLevel}
            id="it-about-company-title"
            className="it-section-header__title"
            part={heading}
            data-it-text={useSlot('heading')}
          >
            {words.heading ?? aboutCompany.heading}
          </Heading>
          <p data-it-text={useSlot('intro')}>{words.intro ?? first}</p>
          {rest.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <ul className="it-about-company__points">
            {aboutCompany.points.map((point) => (
              <li key={point}>
                <Check aria-hidden="true" size={20} />
                {point}
              </li>
            ))}
          </ul>
          <Link className="it-button" part={button} href={aboutCompany.cta.href} onPointerDown={addRipple}>
            {aboutCompany.cta.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
