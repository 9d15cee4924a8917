import { defineWidget } from '../src/elements/define-widget';
import { signInWidget } from '../src/content/widgets/sign-in';
import { SignIn } from '../src/sections/SignIn';
import styles from '../src/sections/SignIn?styles';

defineWidget(signInWidget, SignIn, styles);
