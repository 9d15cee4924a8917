import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-faq>`. */
export const faqWidget: WidgetDoc = {
  name: 'faq',
  summary: "Questions and answers (yours, or four of the company's); at most one answer is open at a time.",
  attributes: [
    {
      name: 'items',
      type: 'json',
      description:
        'Your own questions, as JSON: [{"question": "…", "answer": "…"}, …] (the privacy and terms pages\' four by default). The tag then renders once its script has come.',
    },
    ...sectionWordsAttributes,
    ...widgetAttributes,
  ],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 520, desktop: 440 },
  example: '<it-faq></it-faq>',
};
