import { productSlugs } from '../../src/content/product-slugs';
import {
  slugsAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes';
import type { WidgetDoc } from '../../src/content/widgets/types';

/** Contract of `<it-products>`. */
export const productsWidget: WidgetDoc = {
  name: 'products',
  summary: 'The ERP and CRM products as two cards under a heading, each linking to its page.',
  attributes: [slugsAttribute(productSlugs), ...sectionWordsAttributes, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 1370, desktop: 820 },
  example: '<it-products slugs="crm"></it-products>',
};
