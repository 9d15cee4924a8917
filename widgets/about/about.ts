import { defineWidget } from '../../src/elements/define-widget';
import { aboutWidget } from './contract';
import styles from './About?styles';
import firstView from './About?first-view';

defineWidget(aboutWidget, {
  styles,
  firstView,
  load: () => import('./About').then((m) => m.About),
});
