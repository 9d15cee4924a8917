import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { faqWidget } from './contract';
import styles from './Faq?styles';
import firstView from './Faq?first-view';

defineWidget(faqWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Faq').then((m) => m.Faq),
});
