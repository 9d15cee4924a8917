import { defineWidget } from '../src/elements/define-widget';
import { heroWidget } from '../src/content/widgets/hero';
import { Hero } from '../src/sections/Hero';
import styles from '../src/sections/Hero?styles';

defineWidget(heroWidget, Hero, styles);
