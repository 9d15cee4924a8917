import { defineWidget } from '../../src/elements/define-widget';
import { testimonialsWidget } from './contract';
import styles from './Testimonials?styles';
import firstView from './Testimonials?first-view';

defineWidget(testimonialsWidget, {
  styles,
  firstView,
  load: () => import('./Testimonials').then((m) => m.Testimonials),
});
