import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { enquiryFormWidget } from './contract';
import styles from './EnquiryForm?styles';
import firstView from './EnquiryForm?first-view';

defineWidget(enquiryFormWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./EnquiryForm').then((m) => m.EnquiryForm),
});
