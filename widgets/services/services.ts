import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { servicesWidget } from './contract.ts';
import styles from './Services.tsx?styles';
import firstView from './Services.tsx?first-view';

defineWidget(servicesWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Services.tsx').then((m) => m.Services),
});
