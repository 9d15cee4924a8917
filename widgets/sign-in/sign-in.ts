import { defineWidget } from '../../src/elements/define-widget.ts';
import { signInWidget } from './contract.ts';
import styles from './SignIn.tsx?styles';
import firstView from './SignIn.tsx?first-view';

defineWidget(signInWidget, { styles, firstView, load: () => import('./SignIn.tsx').then((m) => m.SignIn) });
