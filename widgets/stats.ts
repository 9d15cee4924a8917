import { defineWidget } from '../src/elements/define-widget';
import { statsWidget } from '../src/content/widgets/stats';
import { Stats } from '../src/sections/Stats';
import styles from '../src/sections/Stats?styles';

defineWidget(statsWidget, Stats, styles);
