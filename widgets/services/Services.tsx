import { services } from '../../src/content/services';
import { pickBySlug } from '../../src/ui/pick-by-slug';
import { iconFor } from '../../src/ui/icons';
import { Link } from '../../src/ui/Link';
import { SectionHeader } from '../../src/ui/SectionHeader';
import type { SectionHeading } from '../../src/content/types';
import { usePart } from '../../src/ui/widget-context';
import '../../src/styles/base.css';
import '../../src/styles/cards.css';
import '../../src/styles/grid.css';

/** Props of {@link Services}. */
export interface ServiceCardsProps {
  /** Show only the first n services. */
  limit?: number;
  /** The services to show, by slug, comma-separated, in this order. */
  slugs?: string;
  /** A sentence under the heading. */
  intro?: string;
  /** An eyebrow and h2 above the cards (the home pages); the card titles then become h3. */
  heading?: SectionHeading;
}

/** The services as cards: icon, title, short description and 'Learn More' to the detail page. */
export function Services({ limit, slugs, intro, heading }: ServiceCardsProps) {
  const card = usePart('card');
  const CardTitle = heading ? 'h3' : 'h2';
  const shown = pickBySlug(services, (service) => service.slug, slugs, limit);
  return (
    <section className="it-section it-cards-section" aria-label="Services">
      <div className="it-container">
        {heading && <SectionHeader heading={heading} />}
        {intro && <p className="it-cards-section__intro">{intro}</p>}
        <ul className="it-grid it-grid--2-3">
          {shown.map((service) => {
            const Icon = iconFor(service.icon);
            return (
              <li key={service.slug} className="it-card it-card--service" part={card}>
                <Icon className="it-card__icon" aria-hidden="true" size={40} strokeWidth={1.6} />
                <CardTitle className="it-card__title">{service.title}</CardTitle>
                <p>{service.description}</p>
                <Link className="it-card__link" href={`/services/${service.slug}`}>
                  Learn More<span className="it-visually-hidden"> about {service.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
