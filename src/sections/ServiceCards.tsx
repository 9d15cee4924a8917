import { services } from '../content/services';
import { iconFor } from '../ui/icons';
import { Link } from '../ui/Link';

/** Props of {@link ServiceCards}. */
export interface ServiceCardsProps {
  /** Show only the first n services. */
  limit?: number;
  /** A sentence under the heading. */
  intro?: string;
}

/** The services as cards: icon, title, short description and 'Learn More' to the detail page. */
export function ServiceCards({ limit, intro }: ServiceCardsProps) {
  const shown = limit ? services.slice(0, limit) : services;
  return (
    <section className="it-section it-cards-section" aria-label="Services">
      <div className="it-container">
        {intro && <p className="it-cards-section__intro">{intro}</p>}
        <ul className="it-cards">
          {shown.map((service) => {
            const Icon = iconFor(service.icon);
            return (
              <li key={service.slug} className="it-card">
                <Icon className="it-card__icon" aria-hidden="true" size={40} strokeWidth={1.6} />
                <h2 className="it-card__title">{service.title}</h2>
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
