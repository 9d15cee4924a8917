import { homeSections, testimonials } from '../../src/content/home.ts';
import { iconFor } from '../../src/ui/icons.ts';
import { pickBySlug } from '../../src/ui/pick-by-slug.ts';
import { SectionHeader } from '../../src/ui/SectionHeader.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import './clients-area.css';
import '../../src/styles/grid.css';

/** Props of {@link Testimonials}. */
export interface ClientsAreaProps extends SectionWords {
  /** Show only the first n testimonials. */
  limit?: number;
  /** Hide the section heading when the page title already says it. */
  showHeading?: boolean;
  /** The testimonials to show, by slug, comma-separated, in this order. */
  slugs?: string;
}

/** What clients say: quote cards with the client's name, role and company. */
export function Testimonials({ limit, slugs, showHeading = true, ...words }: ClientsAreaProps) {
  const card = usePart('card');
  const shown = pickBySlug(testimonials, (item) => item.slug, slugs, limit);
  const Quote = iconFor('Quote');
  return (
    <section
      className="it-section it-clients-area"
      aria-labelledby={showHeading ? 'it-clients-area-title' : undefined}
      aria-label={showHeading ? undefined : 'Client testimonials'}
    >
      <div className="it-container">
        {showHeading && <SectionHeader heading={homeSections.testimonials} words={words} id="it-clients-area-title" />}
        <ul className="it-grid it-grid--2-3">
          {shown.map((item) => (
            <li key={item.id} className="it-testimonial" part={card}>
              <Quote className="it-testimonial__mark" aria-hidden="true" size={32} />
              <blockquote className="it-testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              <p className="it-testimonial__author">
                <span className="it-testimonial__initials" aria-hidden="true">
                  {item.name
                    .replace('Dr. ', '')
                    .split(' ')
                    .map((part) => part[0])
                    .join('')
                    .slice(0, 2)}
                </span>
                <span>
                  <strong>{item.name}</strong>
                  <span className="it-testimonial__role">
                    {item.role}, {item.company}
                  </span>
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
