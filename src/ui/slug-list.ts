// No React here: a tag's check of its attributes, a section and the landing pages'
// checks read a `slugs` list alike.

/** The slugs of a comma-separated `slugs` attribute, blanks left out. */
export const slugList = (slugs: string): string[] =>
  slugs
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
