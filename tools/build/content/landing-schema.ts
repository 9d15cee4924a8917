import { z } from 'zod';
import { locales } from '../../../src/content/locales.ts';
import { hexColour } from '../../../src/content/page-accent.ts';
import { themeAttribute } from '../../../src/content/widgets/common.ts';
import { text } from './front-matter.ts';

/** The front matter of a landing page, its fields in the order a person writes them (the editor writes them so). */
export const landingFrontMatter = z.strictObject({
  title: text('the page title, for the browser tab and search results'),
  description: text('one sentence for search results and shared links'),
  slug: text('the address after /lp/').regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be lowercase letters, digits and single hyphens',
  ),
  lang: z
    .enum(
      locales.map((locale) => locale.code),
      { error: `must be one of ${locales.map((locale) => locale.code).join(', ')}` },
    )
    .default('en'),
  theme: z.enum(themeAttribute.values!, { error: `must be one of ${themeAttribute.values!.join(', ')}` }).optional(),
  // YAML reads an unquoted #0f766e as a comment, so the value is missing, not wrong: the message shows the quotes.
  accent: z
    .string({ error: 'must be a colour in double quotes, as in accent: "#0f766e"' })
    .regex(hexColour, 'must be a colour written # and six hexadecimal digits, as in "#0f766e"')
    .optional(),
  noindex: z.boolean({ error: 'must be true or false' }).default(false),
  faq: z
    .array(z.strictObject({ question: text('a question'), answer: text("the question's answer") }), {
      error: 'must be a list of { question, answer }',
    })
    .min(1)
    .optional(),
});
