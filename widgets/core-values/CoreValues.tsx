import { coreValues, homeSections, rating } from '../../src/content/home.ts';
import { Carousel } from '../../src/ui/Carousel.tsx';
import { pickBySlug } from '../../src/ui/pick-by-slug.ts';
import { Picture } from '../../src/ui/Picture.tsx';
import { SectionHeader } from '../../src/ui/SectionHeader.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { Rating } from '../../src/ui/Rating.tsx';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/carousel.css';
import './core-values.css';

/** Autoplay delay of the core-values carousel; the spec names autoplay but no delay. */
const CORE_VALUES_AUTOPLAY_MS = 4000;

/** The six core values as a carousel (2 shown, 1 below 767 px, autoplay, wraps), each with the 4.0 of 5 rating. */
export function CoreValues({ slugs, ...words }: SectionWords & { slugs?: string }) {
  const card = usePart('card');
  const slides = pickBySlug(coreValues, (value) => value.slug, slugs).map((value) => ({
    id: value.id,
    content: (
      <article className="it-value-card" part={card}>
        <Picture picture={value.picture} className="it-value-card__image" />
        <div>
          <h3 className="it-value-card__title">{value.title}</h3>
          <p className="it-value-card__subtitle">{value.subtitle}</p>
          <p>{value.text}</p>
          <Rating value={rating.value} outOf={rating.outOf} label={rating.label} />
        </div>
      </article>
    ),
  }));
  return (
    <section className="it-section" aria-labelledby="it-core-values-title">
      <div className="it-container">
        <SectionHeader heading={homeSections.coreValues} words={words} id="it-core-values-title" />
        <Carousel
          label="Core values"
          slides={slides}
          className="it-carousel--values"
          autoplay={CORE_VALUES_AUTOPLAY_MS}
          dots
        />
      </div>
    </section>
  );
}
