import { serviceNames } from '../../src/content/service-names';
import {
  slugsAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common';
import type { WidgetDoc } from '../../src/content/widgets/types';

/** Contract of `<it-services>`. */
export const servicesWidget: WidgetDoc = {
  name: 'services',
  summary: "The six services as cards, each linking to its page on the company's site.",
  attributes: [
    { name: 'limit', type: 'number', description: 'Show only the first n services.', default: '6' },
    slugsAttribute(serviceNames.map((service) => service.slug)),
    ...widgetAttributes,
  ],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 1800, desktop: 900 },
  example: '<it-services slugs="cloud-infrastructure,it-staffing"></it-services>',
};
