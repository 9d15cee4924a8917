import { defineWidget } from '../src/elements/define-widget';
import { enquiryFormWidget } from '../src/content/widgets/enquiry-form';
import styles from '../src/sections/EnquiryForm?styles';
import firstView from '../src/sections/EnquiryForm?first-view';

defineWidget(enquiryFormWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/EnquiryForm').then((m) => m.EnquiryForm),
});
