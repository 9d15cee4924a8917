import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { funFactsWidget } from './contract.ts';
import styles from './FunFacts.tsx?styles';
import firstView from './FunFacts.tsx?first-view';

defineWidget(funFactsWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./FunFacts.tsx').then((m) => m.FunFacts),
});
