import {
  langAttribute,
  widgetParts,
  widgetAttributes,
  readyEvent,
  themeProperties,
} from '../../src/content/widgets/common.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-sign-in>`. */
export const signInWidget: WidgetDoc = {
  name: 'sign-in',
  summary: 'The sign-in form (a demonstration: no accounts exist).',
  attributes: [langAttribute, ...widgetAttributes],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 620, desktop: 560 },
  example: '<it-sign-in></it-sign-in>',
};
