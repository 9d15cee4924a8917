import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { productsWidget } from './contract.ts';
import styles from './Products.tsx?styles';
import firstView from './Products.tsx?first-view';

defineWidget(productsWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Products.tsx').then((m) => m.Products),
});
