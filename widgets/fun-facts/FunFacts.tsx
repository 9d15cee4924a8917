import { funFacts, homeSections } from '../../src/content/home.ts';
import { SectionHeader } from '../../src/ui/SectionHeader.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import './fun-facts.css';
import '../../src/styles/grid.css';

/** Four figures about the company, each with the sentence that explains it. */
export function FunFacts(words: SectionWords) {
  const card = usePart('card');
  return (
    <section className="it-section it-section--alt it-fun-facts" aria-labelledby="it-fun-facts-title">
      <div className="it-container">
        <SectionHeader heading={homeSections.funFacts} words={words} id="it-fun-facts-title" />
        <ul className="it-grid it-grid--2-4">
          {funFacts.map((fact) => (
            <li key={fact.id} className="it-fun-facts__item" part={card}>
              <p className="it-fun-facts__value">
                {fact.value}
                {fact.suffix}
              </p>
              <h3 className="it-fun-facts__label">{fact.label}</h3>
              <p className="it-fun-facts__text">{fact.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
