import { defineWidget } from '../src/elements/define-widget';
import { ctaWidget } from '../src/content/widgets/cta';
import styles from '../src/sections/CallToAction?styles';
import firstView from '../src/sections/CallToAction?first-view';

defineWidget(ctaWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/CallToAction').then((m) => m.CallToAction),
});
