import { defineWidget } from '../../src/elements/define-widget';
import { careersFormWidget } from './contract';
import styles from './CareersForm?styles';
import firstView from './CareersForm?first-view';

defineWidget(careersFormWidget, {
  styles,
  firstView,
  load: () => import('./CareersForm').then((m) => m.CareersForm),
});
