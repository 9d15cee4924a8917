import { parse } from 'regexparam';
import type { Params } from './page-types.ts';

/**
 * The params of `path` under the wouter pattern `pattern`, or null when it does
 * not match: wouter's own matching (regexparam, which wouter uses too), without
 * wouter, whose module brings React into the browser's small navigation chunk.
 */
export function matchPath(pattern: string, path: string): Params | null {
  const { pattern: regex, keys } = parse(pattern);
  const match = regex.exec(path);
  if (!match) return null;
  return Object.fromEntries(keys.map((key, i) => [key, match[i + 1]]));
}
