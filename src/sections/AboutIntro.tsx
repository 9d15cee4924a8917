import { aboutPage } from '../content/about.ts';
import { Picture } from '../ui/Picture.tsx';
import '../styles/about-intro.css';
import '../styles/base.css';
import '../styles/grid.css';

/** The company intro of /about: who we are, a picture and three highlights. */
export function AboutIntro() {
  const { intro, highlights } = aboutPage;
  return (
    <section className="it-section it-about-intro" aria-labelledby="it-about-intro-title">
      <div className="it-container">
        <div className="it-split">
          <div>
            <p className="it-eyebrow">{intro.subtitle}</p>
            <h2 id="it-about-intro-title">{intro.title}</h2>
            {intro.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <Picture picture={intro.picture} className="it-about-intro__image" priority />
        </div>
        <ul className="it-about-intro__highlights">
          {highlights.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
