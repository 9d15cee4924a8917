import { defineWidget } from '../src/elements/define-widget';
import { aboutWidget } from '../src/content/widgets/about';
import { AboutCompany } from '../src/sections/AboutCompany';
import styles from '../src/sections/AboutCompany?styles';

defineWidget(aboutWidget, AboutCompany, styles);
