import { defineWidget } from '../src/elements/define-widget';
import { forgotPasswordWidget } from '../src/content/widgets/forgot-password';
import { ForgotPassword } from '../src/sections/ForgotPassword';
import styles from '../src/sections/ForgotPassword?styles';

defineWidget(forgotPasswordWidget, ForgotPassword, styles);
