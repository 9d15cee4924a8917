import { defineWidget } from '../../src/elements/define-widget';
import { signUpWidget } from './contract';
import styles from './SignUp?styles';
import firstView from './SignUp?first-view';

defineWidget(signUpWidget, { styles, firstView, load: () => import('./SignUp').then((m) => m.SignUp) });
