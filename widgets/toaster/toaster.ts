import { defineWidget } from '../../src/elements/define-widget';
import { toasterWidget } from './contract';
import styles from '../../src/ui/Toaster?styles';
import firstView from '../../src/ui/Toaster?first-view';

// The toaster shows what the forms raise: it wakes with the first tag that does.
defineWidget(toasterWidget, {
  styles,
  firstView,
  load: () => import('../../src/ui/Toaster').then((m) => m.Toaster),
  wakesWithOthers: true,
});
