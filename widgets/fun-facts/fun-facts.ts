import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { funFactsWidget } from './contract';
import styles from './FunFacts?styles';
import firstView from './FunFacts?first-view';

defineWidget(funFactsWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./FunFacts').then((m) => m.FunFacts),
});
