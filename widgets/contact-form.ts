import { defineWidget } from '../src/elements/define-widget';
import { contactFormWidget } from '../src/content/widgets/contact-form';
import styles from '../src/sections/ContactForm?styles';
import firstView from '../src/sections/ContactForm?first-view';

defineWidget(contactFormWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/ContactForm').then((m) => m.ContactForm),
});
