import { defineWidget } from '../src/elements/define-widget';
import { funFactsWidget } from '../src/content/widgets/fun-facts';
import { FunFacts } from '../src/sections/FunFacts';
import styles from '../src/sections/FunFacts?styles';

defineWidget(funFactsWidget, FunFacts, styles);
