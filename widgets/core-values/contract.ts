import {
  sectionWordsAttributes,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common';
import type { WidgetDoc } from '../../src/content/widgets/types';

/** Contract of `<it-core-values>`. */
export const coreValuesWidget: WidgetDoc = {
  name: 'core-values',
  summary: 'The six core values as a carousel with the 4.0 out of 5 client rating; autoplay with a pause control.',
  attributes: [...sectionWordsAttributes, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 700, desktop: 560 },
  example: '<it-core-values></it-core-values>',
};
