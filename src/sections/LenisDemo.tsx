import { pageCopy } from '../content/page-copy.ts';
import '../styles/base.css';
import '../styles/lenis-demo.css';

/** The smooth-scroll demo's long, numbered reading sections (Lenis itself runs page-wide in the host). */
export function LenisDemo() {
  return (
    <section className="it-section it-lenis-demo" aria-label="Motion and performance">
      <ol className="it-container it-lenis-demo__list">
        {pageCopy.lenis.sections.map((section, i) => (
          <li key={section.title} className="it-lenis-demo__item">
            <p className="it-lenis-demo__number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </p>
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
