import { products } from '../../src/content/products';
import { pickBySlug } from '../../src/ui/pick-by-slug';
import { Picture } from '../../src/ui/Picture';
import { Link } from '../../src/ui/Link';
import { usePart } from '../../src/ui/widget-context';
import '../../src/styles/base.css';
import '../../src/styles/cards.css';
import '../../src/styles/grid.css';

/** Props of {@link Products}. */
export interface ProductsProps {
  /** A sentence above the cards (the products page). */
  intro?: string;
  /** The products to show, by slug, comma-separated, in this order. */
  slugs?: string;
}

/** The products as cards in two columns, each with 'Learn More' to /products/{slug}. */
export function Products({ intro, slugs }: ProductsProps) {
  const card = usePart('card');
  return (
    <section className="it-section it-cards-section" aria-label="Products">
      <div className="it-container">
        {intro && <p className="it-cards-section__intro">{intro}</p>}
        <ul className="it-grid it-grid--2">
          {pickBySlug(products, (product) => product.slug, slugs).map((product) => (
            <li key={product.slug} className="it-card" part={card}>
              <Picture picture={product.image} className="it-card__image" />
              <h2 className="it-card__title">{product.title}</h2>
              <p>{product.description}</p>
              <Link className="it-card__link" href={`/products/${product.slug}`}>
                Learn More<span className="it-visually-hidden"> about {product.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
