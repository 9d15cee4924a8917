import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-fun-facts>`. */
export const funFactsWidget: WidgetDoc = {
  name: 'fun-facts',
  summary: 'A few figures about the company, each with one sentence that explains it.',
  attributes: [...sectionWordsAttributes, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 800, desktop: 420 },
  example: '<it-fun-facts></it-fun-facts>',
};
