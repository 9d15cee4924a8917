import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { testimonialsWidget } from './contract';
import styles from './Testimonials?styles';
import firstView from './Testimonials?first-view';

defineWidget(testimonialsWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Testimonials').then((m) => m.Testimonials),
});
