import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-stats>`. */
export const statsWidget: WidgetDoc = {
  name: 'stats',
  summary:
    'The statistics strip: four counters that count up over four seconds when scrolled into view (at once for visitors who ask for less motion).',
  attributes: widgetAttributes,
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 300, desktop: 200 },
  example: '<it-stats></it-stats>',
};
