import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-hero-carousel>`. */
export const heroCarouselWidget: WidgetDoc = {
  name: 'hero-carousel',
  summary:
    'The fading carousel of three pictures: a new one every five seconds, wrapping around, with swipe and a pause control; still for visitors who ask for less motion.',
  attributes: [
    {
      name: 'interval',
      type: 'number',
      description: 'Milliseconds between pictures.',
      default: '5000',
      keepsFirstView: true,
    },
    ...widgetAttributes,
  ],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 300, desktop: 520 },
  example: '<it-hero-carousel interval="7000"></it-hero-carousel>',
};
