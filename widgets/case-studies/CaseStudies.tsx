import { caseStudyCards } from '../../src/content/case-studies.ts';
import { homeSections } from '../../src/content/home.ts';
import { Carousel } from '../../src/ui/Carousel.tsx';
import { Link } from '../../src/ui/Link.tsx';
import { pickBySlug } from '../../src/ui/pick-by-slug.ts';
import { Picture } from '../../src/ui/Picture.tsx';
import { SectionHeader } from '../../src/ui/SectionHeader.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/carousel.css';
import './case-study-slider.css';

/** Case studies as a slider: 3 shown, 2 below 1199 px, 1 below 767 px; moves over 500 ms, with dots. */
export function CaseStudies({ slugs, ...words }: SectionWords & { slugs?: string }) {
  const cardPart = usePart('card');
  const slides = pickBySlug(caseStudyCards, (card) => card.id, slugs).map((card) => ({
    id: card.id,
    content: (
      <article className="it-case-card" part={cardPart}>
        <Picture picture={card.picture} className="it-case-card__image" />
        <div className="it-case-card__body">
          <p className="it-case-card__category">{card.category}</p>
          <h3 className="it-case-card__title">{card.title}</h3>
          <p>{card.summary}</p>
          <Link className="it-case-card__link" href={card.href}>
            {card.linkLabel}
            <span className="it-visually-hidden">: {card.title}</span>
          </Link>
        </div>
      </article>
    ),
  }));
  return (
    <section className="it-section it-section--alt" aria-labelledby="it-case-studies-title">
      <div className="it-container">
        <SectionHeader heading={homeSections.caseStudies} words={words} id="it-case-studies-title" />
        <Carousel label="Case studies" slides={slides} className="it-carousel--cases" speed={500} dots />
      </div>
    </section>
  );
}
