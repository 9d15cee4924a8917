import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-about>`. */
export const aboutWidget: WidgetDoc = {
  name: 'about',
  summary: "The about-company block: 'Your Vision, Our Innovation', the story and what sets the company apart.",
  attributes: [...sectionWordsAttributes, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 900, desktop: 560 },
  example: '<it-about></it-about>',
};
