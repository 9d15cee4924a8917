import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { careersFormWidget } from './contract';
import styles from './CareersForm?styles';
import firstView from './CareersForm?first-view';

defineWidget(careersFormWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./CareersForm').then((m) => m.CareersForm),
});
