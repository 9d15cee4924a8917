import { defineWidget } from '../../src/elements/define-widget';
import { statsWidget } from './contract';
import styles from './Stats?styles';
import firstView from './Stats?first-view';

defineWidget(statsWidget, { styles, firstView, load: () => import('./Stats').then((m) => m.Stats) });
