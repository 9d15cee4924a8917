import { defineWidget } from '../src/elements/define-widget';
import { forgotPasswordWidget } from '../src/content/widgets/forgot-password';
import styles from '../src/sections/ForgotPassword?styles';
import firstView from '../src/sections/ForgotPassword?first-view';

defineWidget(forgotPasswordWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/ForgotPassword').then((m) => m.ForgotPassword),
});
