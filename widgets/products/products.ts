import { defineWidget } from '../../src/elements/define-widget';
import { productsWidget } from './contract';
import styles from './Products?styles';
import firstView from './Products?first-view';

defineWidget(productsWidget, {
  styles,
  firstView,
  load: () => import('./Products').then((m) => m.Products),
});
