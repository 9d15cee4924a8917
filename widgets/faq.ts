import { defineWidget } from '../src/elements/define-widget';
import { faqWidget } from '../src/content/widgets/faq';
import styles from '../src/sections/Faq?styles';
import firstView from '../src/sections/Faq?first-view';

defineWidget(faqWidget, { styles, firstView, load: () => import('../src/sections/Faq').then((m) => m.Faq) });
