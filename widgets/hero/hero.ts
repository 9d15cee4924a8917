import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { heroWidget } from './contract.ts';
import styles from './Hero.tsx?styles';
import firstView from './Hero.tsx?first-view';

defineWidget(heroWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Hero.tsx').then((m) => m.Hero),
});
