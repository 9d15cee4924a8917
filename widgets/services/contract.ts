import { serviceNames } from '../../src/content/service-names.ts';
import {
  slugsAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-services>`. */
export const servicesWidget: WidgetDoc = {
  name: 'services',
  summary: "The six services as cards under a heading, each linking to its page on the company's site.",
  attributes: [
    { name: 'limit', type: 'number', description: 'Show only the first n services.', default: '6' },
    slugsAttribute(serviceNames.map((service) => service.slug)),
    ...sectionWordsAttributes,
    ...widgetAttributes,
  ],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 2000, desktop: 1070 },
  example: '<it-services slugs="cloud-infrastructure,it-staffing"></it-services>',
};
