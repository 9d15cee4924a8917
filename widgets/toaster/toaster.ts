import { defineWidget } from '../../src/elements/define-widget.ts';
import { toasterWidget } from './contract.ts';
import styles from '../../src/ui/Toaster.tsx?styles';
import firstView from '../../src/ui/Toaster.tsx?first-view';

// The toaster shows what the forms raise: it wakes with the first tag that does.
defineWidget(toasterWidget, {
  styles,
  firstView,
  load: () => import('../../src/ui/Toaster.tsx').then((m) => m.Toaster),
  wakesWithOthers: true,
});
