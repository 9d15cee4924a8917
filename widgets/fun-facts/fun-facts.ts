import { defineWidget } from '../../src/elements/define-widget';
import { funFactsWidget } from './contract';
import styles from './FunFacts?styles';
import firstView from './FunFacts?first-view';

defineWidget(funFactsWidget, {
  styles,
  firstView,
  load: () => import('./FunFacts').then((m) => m.FunFacts),
});
