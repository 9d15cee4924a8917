import { defineWidget } from '../src/elements/define-widget';
import { aboutWidget } from '../src/content/widgets/about';
import styles from '../src/sections/AboutCompany?styles';
import firstView from '../src/sections/AboutCompany?first-view';

defineWidget(aboutWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/AboutCompany').then((m) => m.AboutCompany),
});
