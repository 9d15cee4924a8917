import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common';
import type { WidgetDoc } from '../../src/content/widgets/types';

/** Contract of `<it-hero>`. */
export const heroWidget: WidgetDoc = {
  name: 'hero',
  summary: "The home page's opening: headline, tagline, a sentence and the Get Started button.",
  attributes: widgetAttributes,
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 420, desktop: 380 },
  example: '<it-hero></it-hero>',
};
