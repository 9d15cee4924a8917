import { defineWidget } from '../../src/elements/define-widget';
import { coreValuesWidget } from './contract';
import styles from './CoreValues?styles';
import firstView from './CoreValues?first-view';

defineWidget(coreValuesWidget, {
  styles,
  firstView,
  load: () => import('./CoreValues').then((m) => m.CoreValues),
});
