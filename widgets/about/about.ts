import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { aboutWidget } from './contract.ts';
import styles from './About.tsx?styles';
import firstView from './About.tsx?first-view';

defineWidget(aboutWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./About.tsx').then((m) => m.About),
});
