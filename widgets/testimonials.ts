import { defineWidget } from '../src/elements/define-widget';
import { testimonialsWidget } from '../src/content/widgets/testimonials';
import { ClientsArea } from '../src/sections/ClientsArea';
import styles from '../src/sections/ClientsArea?styles';

defineWidget(testimonialsWidget, ClientsArea, styles);
