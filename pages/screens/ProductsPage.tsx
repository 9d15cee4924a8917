import { pageMeta } from '../../src/content/page-meta.ts';
import { PageTitle } from '../../src/sections/PageTitle.tsx';
import { Products } from '../../widgets/products/Products.tsx';
import { pageCopy } from '../../src/content/page-copy.ts';

/** /products: 'Our Products', two columns of cards. */
export default function ProductsPage() {
  const copy = pageCopy.products;
  return (
    <>
      <PageTitle title={copy.title} subtitle={copy.subtitle} crumb="Products" />
      <Products showHeading={false} lead={copy.intro} />
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.products;
