import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { contactFormWidget } from './contract';
import styles from './ContactForm?styles';
import firstView from './ContactForm?first-view';

defineWidget(contactFormWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./ContactForm').then((m) => m.ContactForm),
});
