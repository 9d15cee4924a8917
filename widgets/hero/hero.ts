import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { heroWidget } from './contract';
import styles from './Hero?styles';
import firstView from './Hero?first-view';

defineWidget(heroWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Hero').then((m) => m.Hero),
});
