import { testimonials } from '../../src/content/testimonials.ts';
import {
  slugsAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-testimonials>`. */
export const testimonialsWidget: WidgetDoc = {
  name: 'testimonials',
  summary: 'What clients say about working with the company.',
  attributes: [
    { name: 'limit', type: 'number', description: 'Show only the first n testimonials.' },
    slugsAttribute(testimonials.map((item) => item.slug)),
    ...sectionWordsAttributes,
    ...widgetAttributes,
  ],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 1200, desktop: 640 },
  example: '<it-testimonials limit="3"></it-testimonials>',
};
