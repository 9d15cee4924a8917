import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { techStackWidget } from './contract.ts';
import styles from './TechStack.tsx?styles';
import firstView from './TechStack.tsx?first-view';

defineWidget(techStackWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./TechStack.tsx').then((m) => m.TechStack),
});
