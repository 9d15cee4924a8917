// What a page would load, estimated before it exists: its scripts from the
// site's own build (the boot script, then React's side and one chunk per
// island that wakes), and its pictures as the check frame laid them out.
import type { SiteFacts } from '../preview/site-facts.ts';
import type { CheckFrame } from './check-frame.ts';
import { chunkImports } from './script-imports.ts';

/** A script's bytes gzip-compressed, as a server sends it. */
async function gzipSize(bytes: ArrayBuffer): Promise<number> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

interface Chunk {
  gzip: number;
  eager: string[];
  lazy: string[];
}

const chunks = new Map<string, Promise<Chunk>>();

/** A chunk of the site's build, fetched once: its gzip size and what it imports (as absolute addresses). */
function chunk(url: string): Promise<Chunk> {
  let known = chunks.get(url);
  if (!known) {
    known = fetch(url).then(async (response) => {
      const bytes = await response.arrayBuffer();
      const { eager, lazy } = chunkImports(new TextDecoder().decode(bytes));
      const resolve = (spec: string) => new URL(spec, response.url || url).href;
      return { gzip: await gzipSize(bytes), eager: eager.map(resolve), lazy: lazy.map(resolve) };
    });
    chunks.set(url, known);
  }
  return known;
}

/** Every chunk `urls` bring in at once, themselves included. */
async function closure(urls: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...(await chunk(url)).eager);
  }
  return seen;
}

const total = async (urls: Iterable<string>) => {
  let sum = 0;
  for (const url of urls) sum += (await chunk(url)).gzip;
  return sum;
};

/** The page's JavaScript, gzip: before any interaction, and once every island has woken. */
export interface ScriptWeight {
  first: number;
  all: number;
  islands: string[];
}

/**
 * The scripts of a page with `islands` (the islands of its blocks; the layout's
 * are added): the boot script and what it imports at once; then, once the
 * islands wake, React's side (`client`) and each island's chunk, found among
 * the boot script's lazy imports by the island's name (the registry names a
 * chunk after its component), with what each imports at once.
 */
export async function scriptWeight(facts: SiteFacts, islands: readonly string[]): Promise<ScriptWeight | undefined> {
  if (!facts.bootScript) return undefined;
  const boot = new URL(facts.bootScript, location.origin).href;
  const first = await closure([boot]);
  const named = [...new Set([...facts.layoutIslands, ...islands])];
  const { lazy } = await chunk(boot);
  const chunkOf = (name: string) => lazy.find((url) => url.slice(url.lastIndexOf('/') + 1).startsWith(`${name}-`));
  const woken = named.map(chunkOf).filter((url): url is string => url !== undefined);
  const client = chunkOf('client');
  const all = await closure([boot, ...(woken.length > 0 && client ? [client] : []), ...woken]);
  return { first: await total(first), all: await total(all), islands: named };
}

/** The pictures a page shows at one width: how many files, how many bytes. */
export interface ImageWeight {
  width: number;
  files: number;
  bytes: number;
}

/** The size of a file the frame loaded: from its resource timing, else by fetching it. */
async function fileSize(win: Window, url: string): Promise<number> {
  const entry = win.performance.getEntriesByName(url).at(-1) as PerformanceResourceTiming | undefined;
  if (entry && entry.encodedBodySize > 0) return entry.encodedBodySize;
  const response = await fetch(url);
  return response.ok ? (await response.arrayBuffer()).byteLength : 0;
}

/** The pictures the check frame shows, laid out now (after `resize`): each file the browser picked, once. */
export async function imageWeight(check: CheckFrame, width: number): Promise<ImageWeight> {
  const urls = new Set(
    [...check.doc.images]
      .map((image) => image.currentSrc || image.src)
      .filter((url) => url && !url.startsWith('data:')),
  );
  let bytes = 0;
  for (const url of urls) bytes += await fileSize(check.frame.contentWindow!, url);
  return { width, files: urls.size, bytes };
}
