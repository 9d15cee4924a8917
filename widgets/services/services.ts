import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { servicesWidget } from './contract';
import styles from './Services?styles';
import firstView from './Services?first-view';

defineWidget(servicesWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./Services').then((m) => m.Services),
});
