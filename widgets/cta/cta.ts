import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { ctaWidget } from './contract.ts';
import styles from './Cta.tsx?styles';
import firstView from './Cta.tsx?first-view';

defineWidget(ctaWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Cta.tsx').then((m) => m.Cta),
});
