import { defineWidget } from '../src/elements/define-widget';
import { signUpWidget } from '../src/content/widgets/sign-up';
import styles from '../src/sections/SignUp?styles';
import firstView from '../src/sections/SignUp?first-view';

defineWidget(signUpWidget, { styles, firstView, load: () => import('../src/sections/SignUp').then((m) => m.SignUp) });
