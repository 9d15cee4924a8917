import { defineWidget } from '../../src/elements/define-widget';
import { techStackWidget } from './contract';
import styles from './TechStack?styles';
import firstView from './TechStack?first-view';

defineWidget(techStackWidget, {
  styles,
  firstView,
  load: () => import('./TechStack').then((m) => m.TechStack),
});
