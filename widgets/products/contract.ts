import { productSlugs } from '../../src/content/product-slugs';
import {
  slugsAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common';
import type { WidgetDoc } from '../../src/content/widgets/types';

/** Contract of `<it-products>`. */
export const productsWidget: WidgetDoc = {
  name: 'products',
  summary: 'The ERP and CRM products as two cards, each linking to its page.',
  attributes: [slugsAttribute(productSlugs), ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 1100, desktop: 620 },
  example: '<it-products slugs="crm"></it-products>',
};
