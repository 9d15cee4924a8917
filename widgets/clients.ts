import { defineWidget } from '../src/elements/define-widget';
import { clientsWidget } from '../src/content/widgets/clients';
import { ClientLogos } from '../src/sections/ClientLogos';
import styles from '../src/sections/ClientLogos?styles';

defineWidget(clientsWidget, ClientLogos, styles);
