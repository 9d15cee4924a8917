import { productSlugs } from '../../src/content/product-slugs.ts';
import {
  slugsAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

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
