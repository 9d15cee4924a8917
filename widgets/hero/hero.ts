import { defineWidget } from '../../src/elements/define-widget';
import { heroWidget } from './contract';
import styles from './Hero?styles';
import firstView from './Hero?first-view';

defineWidget(heroWidget, { styles, firstView, load: () => import('./Hero').then((m) => m.Hero) });
