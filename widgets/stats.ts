import { defineWidget } from '../src/elements/define-widget';
import { statsWidget } from '../src/content/widgets/stats';
import styles from '../src/sections/Stats?styles';
import firstView from '../src/sections/Stats?first-view';

defineWidget(statsWidget, { styles, firstView, load: () => import('../src/sections/Stats').then((m) => m.Stats) });
