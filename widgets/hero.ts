import { defineWidget } from '../src/elements/define-widget';
import { heroWidget } from '../src/content/widgets/hero';
import styles from '../src/sections/Hero?styles';
import firstView from '../src/sections/Hero?first-view';

defineWidget(heroWidget, { styles, firstView, load: () => import('../src/sections/Hero').then((m) => m.Hero) });
