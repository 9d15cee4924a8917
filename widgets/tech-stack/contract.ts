import { techStackIds } from '../../src/content/tech-stacks.ts';
import {
  slugsAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-tech-stack>`. */
export const techStackWidget: WidgetDoc = {
  name: 'tech-stack',
  summary:
    'The technology stacks: six tabs (arrow keys, Home and End move between them) with the technologies of each.',
  attributes: [
    {
      name: 'category',
      type: 'string',
      description: 'The tab shown first.',
      default: 'mobile',
      values: techStackIds,
    },
    slugsAttribute(techStackIds),
    ...sectionWordsAttributes,
    ...widgetAttributes,
  ],
  events: [readyEvent, { name: 'it-tab-change', description: 'A tab was chosen.', detail: '{ category: string }' }],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 620, desktop: 520 },
  example: '<it-tech-stack category="frontend"></it-tech-stack>',
};
