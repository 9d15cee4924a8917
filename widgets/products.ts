import { defineWidget } from '../src/elements/define-widget';
import { productsWidget } from '../src/content/widgets/products';
import styles from '../src/sections/ProductCards?styles';
import firstView from '../src/sections/ProductCards?first-view';

defineWidget(productsWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/ProductCards').then((m) => m.ProductCards),
});
