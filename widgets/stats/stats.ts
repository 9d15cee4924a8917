import { defineWidget } from '../../src/elements/define-widget.ts';
import { statsWidget } from './contract.ts';
import styles from './Stats.tsx?styles';
import firstView from './Stats.tsx?first-view';

defineWidget(statsWidget, { styles, firstView, load: () => import('./Stats.tsx').then((m) => m.Stats) });
