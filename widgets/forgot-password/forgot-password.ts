import { defineWidget } from '../../src/elements/define-widget.ts';
import { forgotPasswordWidget } from './contract.ts';
import styles from './ForgotPassword.tsx?styles';
import firstView from './ForgotPassword.tsx?first-view';

defineWidget(forgotPasswordWidget, {
  styles,
  firstView,
  load: () => import('./ForgotPassword.tsx').then((m) => m.ForgotPassword),
});
