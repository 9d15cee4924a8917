import { defineWidget } from '../src/elements/define-widget';
import { contactFormWidget } from '../src/content/widgets/contact-form';
import { ContactForm } from '../src/sections/ContactForm';
import styles from '../src/sections/ContactForm?styles';

defineWidget(contactFormWidget, ContactForm, styles);
