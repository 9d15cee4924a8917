import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { techStackWidget } from './contract';
import styles from './TechStack?styles';
import firstView from './TechStack?first-view';

defineWidget(techStackWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./TechStack').then((m) => m.TechStack),
});
