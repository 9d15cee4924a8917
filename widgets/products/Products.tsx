import { homeSections } from '../../src/content/home-sections.ts';
import { products } from '../../src/content/products.ts';
import { pickBySlug } from '../../src/ui/pick-by-slug.ts';
import { Picture } from '../../src/ui/Picture.tsx';
import { Link } from '../../src/ui/Link.tsx';
import { SectionHeader } from '../../src/ui/SectionHeader.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/cards.css';
import '../../src/styles/grid.css';

/** Props of {@link Products}. */
export interface ProductsProps extends SectionWords {
  /** The products to show, by slug, comma-separated, in this order. */
  slugs?: string;
  /** Leave the heading out where the page's title already says it (/products); the card titles then become h2. */
  showHeading?: boolean;
  /** The page's own sentence above the cards, where there is no heading (/products). */
  lead?: string;
}

/** The products as cards in two columns, each with 'Learn More' to /products/{slug}. */
export function Products({ slugs, showHeading = true, lead, ...words }: ProductsProps) {
  const card = usePart('card');
  const CardTitle = showHeading ? 'h3' : 'h2';
  return (
    <section
      className="it-section it-cards-section"
      aria-labelledby={showHeading ? 'it-products-title' : undefined}
      aria-label={showHeading ? undefined : 'Products'}
    >
      <div className="it-container">
        {showHeading && <SectionHeader heading={homeSections.products} words={words} id="it-products-title" />}
        {lead && <p className="it-cards-section__intro">{lead}</p>}
        <ul className="it-grid it-grid--2">
          {pickBySlug(products, (product) => product.slug, slugs).map((product) => (
            <li key={product.slug} className="it-card" part={card}>
              <Picture picture={product.image} className="it-card__image" />
              <CardTitle className="it-card__title">{product.title}</CardTitle>
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
