/**
 * `items` cut into runs of at most `size`, in order. A spec that visits every
 * route gives each run one test and one page: the page moves from route to route
 * with its renderer and cache warm (a new page per route cost about a second
 * more on these machines), and the runs still spread over the workers.
 */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** How a test over one run of routes names it: '/about … /blog (routes 4-12 of 45)'. */
export function chunkTitle(chunk: readonly string[], all: readonly string[]): string {
  const first = all.indexOf(chunk[0]!) + 1;
  return `${chunk[0]} … ${chunk.at(-1)} (${first}-${first + chunk.length - 1} of ${all.length})`;
}
