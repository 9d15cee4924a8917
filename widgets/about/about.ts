import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { aboutWidget } from './contract';
import styles from './About?styles';
import firstView from './About?first-view';

defineWidget(aboutWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./About').then((m) => m.About),
});
