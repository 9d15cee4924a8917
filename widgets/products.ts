import { defineWidget } from '../src/elements/define-widget';
import { productsWidget } from '../src/content/widgets/products';
import { ProductCards } from '../src/sections/ProductCards';
import styles from '../src/sections/ProductCards?styles';

defineWidget(productsWidget, ProductCards, styles);
