import { findProduct, products } from '../../src/content/products';
import { messages } from '../../src/content/messages';
import { NotFound } from '../../src/sections/NotFound';
import { PageTitle } from '../../src/sections/PageTitle';
import { ProductScreenshots } from '../../src/sections/ProductScreenshots';
import { Picture } from '../../src/ui/Picture';
import { RichText } from '../../src/ui/RichText';
import type { PageProps, Params } from '../page-types';
import { useScrollTop } from './use-scroll-top';
import '../../src/styles/base.css';
import '../../src/styles/page.css';
import '../../src/styles/detail-page.css';

/** /products/{slug}: a product's overview and key features; 'Product not found!' for an unknown slug. */
export default function ProductDetailPage({ params }: PageProps) {
  const product = findProduct(params.slug ?? '');
  useScrollTop(params.slug);
  if (!product) return <NotFound message={messages.notFound.product} />;
  return (
    <>
      <PageTitle title={product.title} subtitle="Products" />
      <div className="it-section it-container it-with-sidebar">
        <article className="it-with-sidebar__main">
          <Picture picture={product.image} priority />
          <RichText blocks={product.content} />
        </article>
        <aside className="it-with-sidebar__aside" aria-label="Product overview">
          <h2 className="it-sidebar-title">Product Overview</h2>
          <p>{product.description}</p>
          {product.screenshots.length > 0 && <ProductScreenshots shots={product.screenshots} product={product.title} />}
        </aside>
      </div>
    </>
  );
}

/** Title and description of the page; undefined for an unknown slug. */
export function meta(params: Params) {
  const product = findProduct(params.slug ?? '');
  return product && { title: product.title, description: product.description };
}

/** The slugs to prerender. */
export const paramSets = () => products.map(({ slug }) => ({ slug }));

/** The product's picture, preloaded. */
export const preloadImages = (params: Params) => {
  const product = findProduct(params.slug ?? '');
  return product ? [product.image.src] : [];
};
