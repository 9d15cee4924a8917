import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { productsWidget } from './contract';
import styles from './Products?styles';
import firstView from './Products?first-view';

defineWidget(productsWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Products').then((m) => m.Products),
});
