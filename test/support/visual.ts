import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * pixelmatch's per-pixel colour distance (YIQ, 0-1) under which two pixels count
 * as equal. 0.1 is pixelmatch's own default: it absorbs sub-pixel text rendering
 * noise yet flags a grey button where a blue one should be.
 */
export const PIXEL_THRESHOLD = 0.1;

/** At most this share of pixels may differ (0.5 %); anti-aliased pixels are not counted. */
export const MAX_DIFF_RATIO = 0.005;

/** Where failing comparisons leave their pictures (gitignored). */
export const OUTPUT_DIR = path.resolve('test-output/visual');

/** The outcome of comparing two screenshots. */
export interface Comparison {
  ok: boolean;
  /** Share of differing pixels, 0-1; 1 when the sizes differ. */
  ratio: number;
  /** What a reader of the failed assertion needs: sizes or share, and the written files. */
  message: string;
}

/** Decodes a PNG. */
export const readPng = (buffer: Buffer): PNG => PNG.sync.read(buffer);

/**
 * Encodes a PNG as small as pngjs can, since baselines live in git: deflate 9,
 * each row's best filter, and no alpha channel when every pixel is opaque (15 %).
 */
export function writePng(png: PNG): Buffer {
  let opaque = true;
  for (let i = 3; i < png.data.length && opaque; i += 4) opaque = png.data[i] === 255;
  return PNG.sync.write(png, { deflateLevel: 9, filterType: -1, ...(opaque && { colorType: 2, inputHasAlpha: true }) });
}

/** Whether two PNGs carry the same pixels (their bytes may differ). */
export function samePixels(a: Buffer, b: Buffer): boolean {
  if (a.equals(b)) return true;
  const [pa, pb] = [readPng(a), readPng(b)];
  return pa.width === pb.width && pa.height === pb.height && pa.data.equals(pb.data);
}

/** A name safe for a file: 'it-faq@375' → 'it-faq-375'. */
export const fileSafe = (name: string): string => name.replace(/[^a-z0-9_-]+/gi, '-').replace(/^-+|-+$/g, '');

/** Writes one picture under test-output/visual/ and returns its path. */
export function writeOutput(name: string, png: Buffer): string {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, `${fileSafe(name)}.png`);
  writeFileSync(file, png);
  return path.relative(process.cwd(), file);
}

/**
 * Compares `actual` with `expected`. On failure it writes both and a diff picture
 * (differing pixels red over a faded `actual`) under test-output/visual/, named
 * after `name` and the two labels, and names the files in the message. `maxRatio`
 * is the share of pixels allowed to differ.
 */
export function compareScreenshots(
  name: string,
  actual: { label: string; png: Buffer },
  expected: { label: string; png: Buffer },
  maxRatio = MAX_DIFF_RATIO,
): Comparison {
  const a = readPng(actual.png);
  const e = readPng(expected.png);
  const sameSize = a.width === e.width && a.height === e.height;
  // Pictures of different sizes are compared on a common canvas, only to show where they part.
  const width = Math.max(a.width, e.width);
  const height = Math.max(a.height, e.height);
  const [ca, ce] = sameSize ? [a, e] : [onCanvas(a, width, height), onCanvas(e, width, height)];
  const diff = new PNG({ width, height });
  const differing = pixelmatch(ca.data, ce.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
  const ratio = differing / (width * height);
  const share = `${(ratio * 100).toFixed(2)} % of ${width}×${height} px differ (${differing} px; at most ${maxRatio * 100} %)`;
  if (sameSize && ratio <= maxRatio) return { ok: true, ratio, message: `${name}: ${share}` };
  const files = [
    writeOutput(`${name}.${actual.label}`, writePng(a)),
    writeOutput(`${name}.${expected.label}`, writePng(e)),
    writeOutput(`${name}.diff`, writePng(diff)),
  ].join(', ');
  const what = sameSize
    ? share
    : `size differs, ${actual.label} ${a.width}×${a.height} px, ${expected.label} ${e.width}×${e.height} px; laid over each other ${share}`;
  return {
    ok: false,
    ratio: sameSize ? ratio : 1,
    message: `${name}: ${what}, ${actual.label} against ${expected.label}: ${files}`,
  };
}

/** The picture at the top left of a transparent canvas. */
function onCanvas(png: PNG, width: number, height: number): PNG {
  const canvas = new PNG({ width, height });
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas;
}
