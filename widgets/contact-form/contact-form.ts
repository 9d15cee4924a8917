import { defineWidget } from '../../src/elements/define-widget';
import { contactFormWidget } from './contract';
import styles from './ContactForm?styles';
import firstView from './ContactForm?first-view';

defineWidget(contactFormWidget, {
  styles,
  firstView,
  load: () => import('./ContactForm').then((m) => m.ContactForm),
});
