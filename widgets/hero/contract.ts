import { widgetParts, widgetAttributes, readyEvent, themeProperties } from '../../src/content/widgets/common.ts';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';

/** Contract of `<it-hero>`. */
export const heroWidget: WidgetDoc = {
  name: 'hero',
  summary: "The home page's opening: headline, tagline, a sentence and the Get Started button.",
  attributes: [
    { name: 'headline', type: 'string', firstViewSlot: 'text', description: "The h1; the home page's by default." },
    {
      name: 'tagline',
      type: 'string',
      firstViewSlot: 'text',
      description: "The short line above the headline; the home page's by default.",
    },
    {
      name: 'text',
      type: 'string',
      firstViewSlot: 'text',
      description: "The sentence under the headline; the home page's by default.",
    },
    {
      name: 'button-label',
      type: 'string',
      firstViewSlot: 'text',
      description: "The button's words ('Get Started' by default).",
    },
    {
      name: 'button-href',
      type: 'string',
      firstViewSlot: 'href',
      description:
        "Where the button leads: a path of the company's site ('/contact-us') or an http(s) address; anything else keeps the default, the About page.",
    },
    ...widgetAttributes,
  ],
  events: [readyEvent],
  parts: widgetParts,
  cssProperties: themeProperties,
  reserve: { mobile: 420, desktop: 380 },
  example: '<it-hero headline="Move to the cloud without the downtime" button-label="Book a call"></it-hero>',
};
