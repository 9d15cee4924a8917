// No React here: the sections and the landing pages' checks read a heading level alike.
import { headingLevels } from '../content/widgets/section-words-attributes.ts';

/** Words a partner's tag or a landing page gives a section in place of the site's copy. */
export interface SectionWords {
  /** The section's heading. */
  heading?: string;
  /** The small line above the heading. */
  eyebrow?: string;
  /** The sentence under the heading. */
  intro?: string;
  /** The heading's rank, 2 to 6, so the section fits the outline of the page it is on. */
  headingLevel?: number;
}

/** The heading element for a level, or `fallback` when the level is not one of {@link headingLevels}. */
export function headingTag(level: number | undefined, fallback: 'h2' | 'h3' = 'h2'): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  return headingLevels.includes(String(level)) ? (`h${level}` as 'h2') : fallback;
}
