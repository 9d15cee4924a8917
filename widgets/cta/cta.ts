import { defineWidget } from '../../src/elements/define-widget';
import { ctaWidget } from './contract';
import styles from './Cta?styles';
import firstView from './Cta?first-view';

defineWidget(ctaWidget, {
  styles,
  firstView,
  load: () => import('./Cta').then((m) => m.Cta),
});
