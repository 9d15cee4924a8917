import { defineWidget } from '../src/elements/define-widget';
import { clientsWidget } from '../src/content/widgets/clients';
import styles from '../src/sections/ClientLogos?styles';
import firstView from '../src/sections/ClientLogos?first-view';

defineWidget(clientsWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/ClientLogos').then((m) => m.ClientLogos),
});
