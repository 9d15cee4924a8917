import { defineWidget } from '../../src/elements/define-widget';
import { enquiryFormWidget } from './contract';
import styles from './EnquiryForm?styles';
import firstView from './EnquiryForm?first-view';

defineWidget(enquiryFormWidget, {
  styles,
  firstView,
  load: () => import('./EnquiryForm').then((m) => m.EnquiryForm),
});
