import {
  formWordsAttributes,
  widgetParts,
  widgetAttributes,
  prefillAttributes,
  formEvents,
  sourceAttribute,
  successUrlAttribute,
  themeProperties,
  langAttribute,
} from '../../src/content/widgets/common.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-contact-form>`. */
export const contactFormWidget: WidgetDoc = {
  name: 'contact-form',
  summary: 'The short contact form: name, e-mail, subject and message.',
  attributes: [
    { name: 'action', type: 'string', description: "Where the form posts (the company's /mail/contact by default)." },
    ...formWordsAttributes,
    sourceAttribute,
    successUrlAttribute,
    ...prefillAttributes,
    langAttribute,
    ...widgetAttributes,
  ],
  events: formEvents,
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 760, desktop: 620 },
  example: '<it-contact-form></it-contact-form>',
};
