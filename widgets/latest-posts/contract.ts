import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import { sectionWordsAttributes } from '../../src/content/widgets/section-words-attributes.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-latest-posts>`. */
export const latestPostsWidget: WidgetDoc = {
  name: 'latest-posts',
  summary: "The three newest blog posts, each linking to the company's blog.",
  attributes: [...sectionWordsAttributes, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 1500, desktop: 640 },
  example: '<it-latest-posts></it-latest-posts>',
};
