import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-mission-vision>`. */
export const missionVisionWidget: WidgetDoc = {
  name: 'mission-vision',
  summary: 'The mission and vision cards.',
  attributes: [...sectionWordsAttributes, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 640, desktop: 380 },
  example: '<it-mission-vision></it-mission-vision>',
};
