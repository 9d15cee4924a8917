import { coreValues } from '../../src/content/core-values.ts';
import {
  slugsAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-core-values>`. */
export const coreValuesWidget: WidgetDoc = {
  name: 'core-values',
  summary: 'The six core values as a carousel with the 4.0 out of 5 client rating; autoplay with a pause control.',
  attributes: [slugsAttribute(coreValues.map((value) => value.slug)), ...sectionWordsAttributes, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 700, desktop: 560 },
  example: '<it-core-values slugs="reliability,support"></it-core-values>',
};
