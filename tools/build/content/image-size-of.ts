import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

/** Where the site's pictures live; a content file names them relative to it ('blog/cloud-costs.svg'). */
export const imagesDir = 'src/assets/images';

/**
 * Width and height of a picture under src/assets/images/, so the page reserves
 * its space; null when the file is missing or has no size. `root` is the
 * repository's root: the build runs in it, the editor's server checks a working
 * copy elsewhere.
 */
export function imageSizeOf(src: string, root = '.'): { width: number; height: number } | null {
  if (/^[a-z]+:|^\/|\.\./i.test(src)) return null;
  try {
    const { width, height } = imageSize(readFileSync(path.join(root, imagesDir, src)));
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
