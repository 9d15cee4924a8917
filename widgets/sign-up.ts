import { defineWidget } from '../src/elements/define-widget';
import { signUpWidget } from '../src/content/widgets/sign-up';
import { SignUp } from '../src/sections/SignUp';
import styles from '../src/sections/SignUp?styles';

defineWidget(signUpWidget, SignUp, styles);
