import { homeSections } from '../../src/content/home-sections.ts';
import { services } from '../../src/content/services.ts';
import { pickBySlug } from '../../src/ui/pick-by-slug.ts';
import { iconFor } from '../../src/ui/icons.ts';
import { Link } from '../../src/ui/Link.tsx';
import { SectionHeader } from '../../src/ui/SectionHeader.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/cards.css';
import '../../src/styles/grid.css';

/** Props of {@link Services}. */
export interface ServiceCardsProps extends SectionWords {
  /** Show only the first n services. */
  limit?: number;
  /** The services to show, by slug, comma-separated, in this order. */
  slugs?: string;
  /** Leave the heading out where the page's title already says it (/services); the card titles then become h2. */
  showHeading?: boolean;
  /** The page's own sentence above the cards, where there is no heading (/services). */
  lead?: string;
}

/** The services as cards (icon, title, short description, 'Learn More' to the detail page), under the home pages' heading. */
export function Services({ limit, slugs, showHeading = true, lead, ...words }: ServiceCardsProps) {
  const card = usePart('card');
  const CardTitle = showHeading ? 'h3' : 'h2';
  const shown = pickBySlug(services, (service) => service.slug, slugs, limit);
  return (
    <section
      className="it-section it-cards-section"
      aria-labelledby={showHeading ? 'it-services-title' : undefined}
      aria-label={showHeading ? undefined : 'Services'}
    >
      <div className="it-container">
        {showHeading && <SectionHeader heading={homeSections.services} words={words} id="it-services-title" />}
        {lead && <p className="it-cards-section__intro">{lead}</p>}
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
