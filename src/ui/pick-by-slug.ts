// No React here: a section and the landing pages' checks read a `slugs` list alike.

/** The slugs of a comma-separated `slugs` attribute, blanks left out. */
export const slugList = (slugs: string): string[] =>
  slugs
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);

/**
 * The items a `slugs` attribute names, in its order (all of them without it),
 * then the first `limit`. A slug that names no item is left out.
 */
export function pickBySlug<T>(items: readonly T[], slugOf: (item: T) => string, slugs?: string, limit?: number): T[] {
  const chosen = slugs ? slugList(slugs).flatMap((slug) => items.filter((item) => slugOf(item) === slug)) : [...items];
  return limit ? chosen.slice(0, limit) : chosen;
}
