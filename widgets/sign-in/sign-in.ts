import { defineWidget } from '../../src/elements/define-widget';
import { signInWidget } from './contract';
import styles from './SignIn?styles';
import firstView from './SignIn?first-view';

defineWidget(signInWidget, { styles, firstView, load: () => import('./SignIn').then((m) => m.SignIn) });
