import { defineWidget } from '../../src/elements/define-widget.ts';
import { contactFormWidget } from './contract.ts';
import styles from './ContactForm.tsx?styles';
import firstView from './ContactForm.tsx?first-view';

defineWidget(contactFormWidget, {
  styles,
  firstView,
  load: () => import('./ContactForm.tsx').then((m) => m.ContactForm),
});
