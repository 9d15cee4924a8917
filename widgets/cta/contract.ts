import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-cta>`. */
export const ctaWidget: WidgetDoc = {
  name: 'cta',
  summary: 'A call to action inviting the visitor to get in touch.',
  attributes: [...sectionWordsAttributes, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 320, desktop: 260 },
  example: '<it-cta></it-cta>',
};
