import { serviceNames } from '../../src/content/service-names.ts';
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

/** Contract of `<it-enquiry-form>`. */
export const enquiryFormWidget: WidgetDoc = {
  name: 'enquiry-form',
  summary:
    'The enquiry form: name, e-mail, phone, service and message, checked as the visitor types and delivered to the company.',
  attributes: [
    {
      name: 'action',
      type: 'string',
      description:
        "Where the form posts (the company's /mail/enquiry by default). Your page's origin must be in the server's PARTNER_ORIGINS.",
    },
    {
      name: 'service',
      type: 'string',
      description: 'The service chosen in advance.',
      values: serviceNames.map((service) => service.slug),
    },
    {
      name: 'service-fixed',
      type: 'boolean',
      description:
        'With service set, leave the service field out: the form still posts that service (a page about one service need not ask). Ignored without a valid service.',
    },
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
  reserve: { mobile: 980, desktop: 760 },
  example: '<it-enquiry-form service="cloud-infrastructure"></it-enquiry-form>',
};
