import { defineWidget } from '../src/elements/define-widget';
import { signInWidget } from '../src/content/widgets/sign-in';
import styles from '../src/sections/SignIn?styles';
import firstView from '../src/sections/SignIn?first-view';

defineWidget(signInWidget, { styles, firstView, load: () => import('../src/sections/SignIn').then((m) => m.SignIn) });
