import { defineWidget } from '../src/elements/define-widget';
import { servicesWidget } from '../src/content/widgets/services';
import styles from '../src/sections/ServiceCards?styles';
import firstView from '../src/sections/ServiceCards?first-view';

defineWidget(servicesWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/ServiceCards').then((m) => m.ServiceCards),
});
