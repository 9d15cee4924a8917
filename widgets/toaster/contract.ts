import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-toaster>`. */
export const toasterWidget: WidgetDoc = {
  name: 'toaster',
  summary:
    "Shows the widgets' messages as toasts at the top right (Alt+T focuses them). The form widgets need one on the page.",
  attributes: widgetAttributes,
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 0, desktop: 0 },
  example: '<it-toaster></it-toaster>',
};
