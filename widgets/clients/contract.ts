import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-clients>`. */
export const clientsWidget: WidgetDoc = {
  name: 'clients',
  summary: 'The strip of client logos, scrolling on its own with a pause control.',
  attributes: widgetAttributes,
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 260, desktop: 240 },
  example: '<it-clients></it-clients>',
};
