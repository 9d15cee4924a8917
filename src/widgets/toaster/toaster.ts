import { defineWidget } from '../../elements/define-widget';
import { toasterWidget } from './contract';
import styles from '../../ui/Toaster?styles';
import firstView from '../../ui/Toaster?first-view';

// The toaster shows what the forms raise: it wakes with the first tag that does.
defineWidget(toasterWidget, {
  styles,
  firstView,
  load: () => import('../../ui/Toaster').then((m) => m.Toaster),
  wakesWithOthers: true,
});
