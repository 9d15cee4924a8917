import { caseStudyCards } from '../../src/content/case-studies.ts';
import {
  slugsAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-case-studies>`. */
export const caseStudiesWidget: WidgetDoc = {
  name: 'case-studies',
  summary: 'The case studies slider with dots.',
  attributes: [slugsAttribute(caseStudyCards.map((card) => card.id)), ...sectionWordsAttributes, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 640, desktop: 560 },
  example: '<it-case-studies slugs="freight,patient-app"></it-case-studies>',
};
