import { Island } from '../../src/elements/Island.tsx';
import { findProduct, products } from '../../src/content/products.ts';
import { pageMessages } from '../../src/content/page-messages.ts';
import { NotFound } from '../../src/sections/NotFound.tsx';
import { PageTitle } from '../../src/sections/PageTitle.tsx';
import { ProductScreenshots } from '../../src/sections/ProductScreenshots.tsx';
import { detailCopy } from '../../src/content/page-copy.ts';
import type { PageProps, Params } from '../page-types.ts';
import { DetailLayout } from './DetailLayout.tsx';
import { useScrollTop } from './use-scroll-top.ts';

/** /products/{slug}: a product's overview and key features; 'Product not found!' for an unknown slug. */
export default function ProductDetailPage({ params }: PageProps) {
  const product = findProduct(params.slug ?? '');
  useScrollTop(params.slug);
  if (!product) return <NotFound message={pageMessages.notFound.product} />;
  return (
    <>
      <PageTitle title={product.title} subtitle={detailCopy.product.subtitle} />
      <DetailLayout
        picture={product.image}
        blocks={product.content}
        asideLabel={detailCopy.product.asideLabel}
        asideTitle={detailCopy.product.asideTitle}
      >
        <p>{product.description}</p>
        {product.screenshots.length > 0 && (
          <Island
            name="ProductScreenshots"
            component={ProductScreenshots}
            props={{ shots: product.screenshots, product: product.title }}
          />
        )}
      </DetailLayout>
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
