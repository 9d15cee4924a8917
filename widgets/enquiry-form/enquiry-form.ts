import { defineWidget } from '../../src/elements/define-widget.ts';
import { enquiryFormWidget } from './contract.ts';
import styles from './EnquiryForm.tsx?styles';
import firstView from './EnquiryForm.tsx?first-view';

defineWidget(enquiryFormWidget, {
  styles,
  firstView,
  load: () => import('./EnquiryForm.tsx').then((m) => m.EnquiryForm),
});
