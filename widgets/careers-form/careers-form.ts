import { defineWidget } from '../../src/elements/define-widget.ts';
import { careersFormWidget } from './contract.ts';
import styles from './CareersForm.tsx?styles';
import firstView from './CareersForm.tsx?first-view';

defineWidget(careersFormWidget, {
  styles,
  firstView,
  load: () => import('./CareersForm.tsx').then((m) => m.CareersForm),
});
