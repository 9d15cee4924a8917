import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common';
import type { WidgetDoc } from '../../src/content/widgets/types';

/** Contract of `<it-faq>`. */
export const faqWidget: WidgetDoc = {
  name: 'faq',
  summary: 'Four questions and answers; at most one answer is open at a time.',
  attributes: widgetAttributes,
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 520, desktop: 440 },
  example: '<it-faq></it-faq>',
};
