import { defineWidget } from '../../src/elements/define-widget';
import { forgotPasswordWidget } from './contract';
import styles from './ForgotPassword?styles';
import firstView from './ForgotPassword?first-view';

defineWidget(forgotPasswordWidget, {
  styles,
  firstView,
  load: () => import('./ForgotPassword').then((m) => m.ForgotPassword),
});
