import { defineWidget } from '../src/elements/define-widget';
import { coreValuesWidget } from '../src/content/widgets/core-values';
import styles from '../src/sections/CoreValues?styles';
import firstView from '../src/sections/CoreValues?first-view';

defineWidget(coreValuesWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/CoreValues').then((m) => m.CoreValues),
});
