import {
  langAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-forgot-password>`. */
export const forgotPasswordWidget: WidgetDoc = {
  name: 'forgot-password',
  summary: 'The forgot-password form (a demonstration: no accounts exist).',
  attributes: [langAttribute, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 380, desktop: 340 },
  example: '<it-forgot-password></it-forgot-password>',
};
