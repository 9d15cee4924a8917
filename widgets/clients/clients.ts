import { defineWidget } from '../../src/elements/define-widget.ts';
import { clientsWidget } from './contract.ts';
import styles from './Clients.tsx?styles';
import firstView from './Clients.tsx?first-view';

defineWidget(clientsWidget, {
  styles,
  firstView,
  load: () => import('./Clients.tsx').then((m) => m.Clients),
});
