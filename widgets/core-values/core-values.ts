import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { coreValuesWidget } from './contract.ts';
import styles from './CoreValues.tsx?styles';
import firstView from './CoreValues.tsx?first-view';

defineWidget(coreValuesWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./CoreValues.tsx').then((m) => m.CoreValues),
});
