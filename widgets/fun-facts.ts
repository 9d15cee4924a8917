import { defineWidget } from '../src/elements/define-widget';
import { funFactsWidget } from '../src/content/widgets/fun-facts';
import styles from '../src/sections/FunFacts?styles';
import firstView from '../src/sections/FunFacts?first-view';

defineWidget(funFactsWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/FunFacts').then((m) => m.FunFacts),
});
