import { homeSections, testimonials } from '../../src/content/home';
import { iconFor } from '../../src/ui/icons';
import { SectionHeader } from '../../src/ui/SectionHeader';
import { usePart } from '../../src/ui/widget-context';
import '../../src/styles/base.css';
import './clients-area.css';
import '../../src/styles/grid.css';

/** Props of {@link Testimonials}. */
export interface ClientsAreaProps {
  /** Show only the first n testimonials. */
  limit?: number;
  /** Hide the section heading when the page title already says it. */
  heading?: boolean;
}

/** What clients say: quote cards with the client's name, role and company. */
export function Testimonials({ limit, heading = true }: ClientsAreaProps) {
  const card = usePart('card');
  const shown = limit ? testimonials.slice(0, limit) : testimonials;
  const Quote = iconFor('Quote');
  return (
    <section
      className="it-section it-clients-area"
      aria-labelledby={heading ? 'it-clients-area-title' : undefined}
      aria-label={heading ? undefined : 'Client testimonials'}
    >
      <div className="it-container">
        {heading && <SectionHeader heading={homeSections.testimonials} id="it-clients-area-title" />}
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
