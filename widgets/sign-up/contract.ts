import {
  langAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-sign-up>`. */
export const signUpWidget: WidgetDoc = {
  name: 'sign-up',
  summary: 'The sign-up form (a demonstration: no accounts exist); the confirmation must equal the password.',
  attributes: [langAttribute, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 700, desktop: 640 },
  example: '<it-sign-up></it-sign-up>',
};
