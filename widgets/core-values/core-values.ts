import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { coreValuesWidget } from './contract';
import styles from './CoreValues?styles';
import firstView from './CoreValues?first-view';

defineWidget(coreValuesWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./CoreValues').then((m) => m.CoreValues),
});
