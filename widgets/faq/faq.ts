import { defineWidget } from '../../src/elements/define-widget';
import { faqWidget } from './contract';
import styles from './Faq?styles';
import firstView from './Faq?first-view';

defineWidget(faqWidget, { styles, firstView, load: () => import('./Faq').then((m) => m.Faq) });
