import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { ctaWidget } from './contract';
import styles from './Cta?styles';
import firstView from './Cta?first-view';

defineWidget(ctaWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Cta').then((m) => m.Cta),
});
