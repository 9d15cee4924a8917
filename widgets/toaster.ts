import { defineWidget } from '../src/elements/define-widget';
import { toasterWidget } from '../src/content/widgets/toaster';
import { Toaster } from '../src/ui/Toaster';
import styles from '../src/ui/Toaster?styles';

defineWidget(toasterWidget, Toaster, styles);
