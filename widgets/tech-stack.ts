import { defineWidget } from '../src/elements/define-widget';
import { techStackWidget } from '../src/content/widgets/tech-stack';
import { TechStack } from '../src/sections/TechStack';
import styles from '../src/sections/TechStack?styles';

defineWidget(techStackWidget, TechStack, styles);
