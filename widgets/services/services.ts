import { defineWidget } from '../../src/elements/define-widget';
import { servicesWidget } from './contract';
import styles from './Services?styles';
import firstView from './Services?first-view';

defineWidget(servicesWidget, {
  styles,
  firstView,
  load: () => import('./Services').then((m) => m.Services),
});
