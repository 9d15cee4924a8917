import { defineWidget } from '../../src/elements/define-widget.ts';
import { signUpWidget } from './contract.ts';
import styles from './SignUp.tsx?styles';
import firstView from './SignUp.tsx?first-view';

defineWidget(signUpWidget, { styles, firstView, load: () => import('./SignUp.tsx').then((m) => m.SignUp) });
