import { pageMeta } from '../../src/content/pages';
import { testimonials } from '../../src/content/testimonials';
import { InfoPage } from './InfoPage';

/** /testimonials: what clients say. */
export default function TestimonialsPage() {
  return (
    <InfoPage copy="testimonials">
      <section className="it-section it-container" aria-label="Client testimonials">
        <ul className="it-cards">
          {testimonials.map((item) => (
            <li key={item.id} className="it-card">
              <blockquote className="it-quote">
                <p>{item.quote}</p>
                <footer>
                  {item.name}, {item.role}, {item.company}
                </footer>
              </blockquote>
            </li>
          ))}
        </ul>
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.testimonials;
