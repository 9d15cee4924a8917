import { defineWidget } from '../src/elements/define-widget';
import { faqWidget } from '../src/content/widgets/faq';
import { Faq } from '../src/sections/Faq';
import styles from '../src/sections/Faq?styles';

defineWidget(faqWidget, Faq, styles);
