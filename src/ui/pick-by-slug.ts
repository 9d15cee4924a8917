// No React here: a section and the landing pages' checks read a `slugs` list alike.
import { slugList } from './slug-list.ts';

/** Re-exported for the callers that read a list and pick from it. */
export { slugList };

/**
 * The items a `slugs` attribute names, in its order (all of them without it),
 * then the first `limit`. A slug that names no item is left out.
 */
export function pickBySlug<T>(items: readonly T[], slugOf: (item: T) => string, slugs?: string, limit?: number): T[] {
  const chosen = slugs ? slugList(slugs).flatMap((slug) => items.filter((item) => slugOf(item) === slug)) : [...items];
  return limit ? chosen.slice(0, limit) : chosen;
}
