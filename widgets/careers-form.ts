import { defineWidget } from '../src/elements/define-widget';
import { careersFormWidget } from '../src/content/widgets/careers-form';
import { CareersForm } from '../src/sections/CareersForm';
import styles from '../src/sections/CareersForm?styles';

defineWidget(careersFormWidget, CareersForm, styles);
