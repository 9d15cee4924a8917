import { defineWidget } from '../src/elements/define-widget';
import { coreValuesWidget } from '../src/content/widgets/core-values';
import { CoreValues } from '../src/sections/CoreValues';
import styles from '../src/sections/CoreValues?styles';

defineWidget(coreValuesWidget, CoreValues, styles);
