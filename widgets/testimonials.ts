import { defineWidget } from '../src/elements/define-widget';
import { testimonialsWidget } from '../src/content/widgets/testimonials';
import styles from '../src/sections/ClientsArea?styles';
import firstView from '../src/sections/ClientsArea?first-view';

defineWidget(testimonialsWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/ClientsArea').then((m) => m.ClientsArea),
});
