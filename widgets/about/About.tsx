import { aboutCompany } from '../../src/content/home';
import { iconFor } from '../../src/ui/icons';
import { Link } from '../../src/ui/Link';
import { Picture } from '../../src/ui/Picture';
import { addRipple } from '../../src/ui/ripple';
import { usePart } from '../../src/ui/widget-context';
import './about-company.css';
import '../../src/styles/base.css';
import '../../src/styles/grid.css';

/** The home page's about-company block under the slogan 'Your Vision, Our Innovation'. */
export function About() {
  const [heading, button] = [usePart('heading'), usePart('button')];
  const Check = iconFor('Check');
  return (
    <section className="it-section it-about-company" aria-labelledby="it-about-company-title">
      <div className="it-container it-split">
        <Picture picture={aboutCompany.picture} className="it-about-company__image" />
        <div>
          <p className="it-eyebrow">{aboutCompany.slogan}</p>
          <h2 id="it-about-company-title" part={heading}>
            {aboutCompany.heading}
          </h2>
          {aboutCompany.paragraphs.map((text) => (
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
