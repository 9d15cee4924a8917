import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { faqWidget } from './contract.ts';
import styles from './Faq.tsx?styles';
import firstView from './Faq.tsx?first-view';

defineWidget(faqWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Faq.tsx').then((m) => m.Faq),
});
