import { defineWidget } from '../src/elements/define-widget';
import { servicesWidget } from '../src/content/widgets/services';
import { ServiceCards } from '../src/sections/ServiceCards';
import styles from '../src/sections/ServiceCards?styles';

defineWidget(servicesWidget, ServiceCards, styles);
