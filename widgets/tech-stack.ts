import { defineWidget } from '../src/elements/define-widget';
import { techStackWidget } from '../src/content/widgets/tech-stack';
import styles from '../src/sections/TechStack?styles';
import firstView from '../src/sections/TechStack?first-view';

defineWidget(techStackWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/TechStack').then((m) => m.TechStack),
});
