import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { testimonialsWidget } from './contract.ts';
import styles from './Testimonials.tsx?styles';
import firstView from './Testimonials.tsx?first-view';

defineWidget(testimonialsWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Testimonials.tsx').then((m) => m.Testimonials),
});
