import { defineWidget } from '../src/elements/define-widget';
import { careersFormWidget } from '../src/content/widgets/careers-form';
import styles from '../src/sections/CareersForm?styles';
import firstView from '../src/sections/CareersForm?first-view';

defineWidget(careersFormWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/CareersForm').then((m) => m.CareersForm),
});
