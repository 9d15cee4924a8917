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

/** Contract of `<it-careers-form>`. */
export const careersFormWidget: WidgetDoc = {
  name: 'careers-form',
  summary:
    'The careers form: name, e-mail, phone, resume (PDF, DOC, DOCX, ODT or RTF, up to 5 MB, with upload progress) and an optional message.',
  attributes: [
    { name: 'action', type: 'string', description: "Where the form posts (the company's /mail/careers by default)." },
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
  reserve: { mobile: 1000, desktop: 800 },
  example: '<it-careers-form></it-careers-form>',
};
