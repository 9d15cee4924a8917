// Apart from common.ts, so the form widgets' first script does not carry them.
import type { WidgetAttribute } from './types.ts';

/** The heading levels a section's `heading-level` may name. */
export const headingLevels: readonly string[] = ['2', '3', '4', '5', '6'];

/**
 * The words of a section with a heading: `heading`, `eyebrow` (the small line
 * above it), `intro` (the sentence under it), each shown in the first view at
 * once, and `heading-level`, which renders in the browser. Without them the
 * section shows the site's own copy.
 */
export const sectionWordsAttributes: readonly WidgetAttribute[] = [
  {
    name: 'heading',
    type: 'string',
    firstViewSlot: 'text',
    description: "The section's heading, in place of the site's.",
  },
  {
    name: 'eyebrow',
    type: 'string',
    firstViewSlot: 'text',
    description: "The small line above the heading, in place of the site's.",
  },
  {
    name: 'intro',
    type: 'string',
    firstViewSlot: 'text',
    description: "The sentence under the heading, in place of the site's (none on most sections).",
  },
  {
    name: 'heading-level',
    type: 'number',
    values: headingLevels,
    default: '2',
    description:
      "The heading's rank, 2 to 6, so it fits your page's outline (it looks the same). The tag then renders once its script has come.",
  },
];
