import { defineWidget } from '../src/elements/define-widget';
import { ctaWidget } from '../src/content/widgets/cta';
import { CallToAction } from '../src/sections/CallToAction';
import styles from '../src/sections/CallToAction?styles';

defineWidget(ctaWidget, CallToAction, styles);
