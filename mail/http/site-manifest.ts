import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** A file inside dist/, relative and without '..', so a bad manifest cannot point outside it. */
const distFile = z
  .string()
  .min(1)
  .refine((file) => !path.isAbsolute(file) && !file.split(/[\\/]/).includes('..'), 'must be a path inside dist/');

const schema = z.object({
  pages: z.record(z.string().startsWith('/'), distFile),
  fallbacks: z.array(z.object({ prefix: z.string().startsWith('/'), file: distFile })),
  /** For each page's file, the CSP hash ('sha256-…') of the stylesheet it carries inline. */
  styleHashes: z
    .record(distFile, z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/, 'must be a base64 SHA-256 CSP hash'))
    .default({}),
});

/** dist/.build/routes.json, written by the build: which file answers which path, and the 404 pages. */
export type SiteManifest = z.output<typeof schema>;

/** Where the build writes the manifest, relative to dist/. */
export const MANIFEST_PATH = '.build/routes.json';

/**
 * Reads the build's route manifest. Returns undefined when the site has not
 * been built (no file); throws when the file exists but is not a valid manifest,
 * since serving a half-understood build would be worse than not starting.
 */
export async function loadSiteManifest(distDir: string): Promise<SiteManifest | undefined> {
  const file = path.join(distDir, MANIFEST_PATH);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new Error(`${file} is not a valid route manifest:\n${z.prettifyError(result.error)}`);
  return result.data;
}
