import { defineWidget } from '../../src/elements/define-widget';
import { clientsWidget } from './contract';
import styles from './Clients?styles';
import firstView from './Clients?first-view';

defineWidget(clientsWidget, {
  styles,
  firstView,
  load: () => import('./Clients').then((m) => m.Clients),
});
