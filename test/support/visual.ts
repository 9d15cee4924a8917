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

/** Encodes a PNG as small as pngjs can (deflate 9, adaptive filters): baselines live in git. */
export const writePng = (png: PNG): Buffer => PNG.sync.write(png, { deflateLevel: 9, filterType: -1 });

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
 * (differing pixels red over a faded `expected`) under test-output/visual/, named
 * after `name` and the two labels, and names the files in the message.
 */
export function compareScreenshots(
  name: string,
  actual: { label: string; png: Buffer },
  expected: { label: string; png: Buffer },
): Comparison {
  const a = readPng(actual.png);
  const e = readPng(expected.png);
  const keep = () => [writeOutput(`${name}.${actual.label}`, writePng(a)), writeOutput(`${name}.${expected.label}`, writePng(e))];
  if (a.width !== e.width || a.height !== e.height) {
    const files = keep();
    const message = `${name}: size differs, ${actual.label} ${a.width}×${a.height} px, ${expected.label} ${e.width}×${e.height} px (${files.join(', ')})`;
    return { ok: false, ratio: 1, message };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, e.data, diff.data, a.width, a.height, { threshold: PIXEL_THRESHOLD, includeAA: false });
  const ratio = differing / (a.width * a.height);
  const share = `${(ratio * 100).toFixed(2)} % of ${a.width}×${a.height} px differ (${differing} px; at most ${MAX_DIFF_RATIO * 100} %)`;
  if (ratio <= MAX_DIFF_RATIO) return { ok: true, ratio, message: `${name}: ${share}` };
  const files = [...keep(), writeOutput(`${name}.diff`, writePng(diff))];
  return { ok: false, ratio, message: `${name}: ${share}, ${actual.label} against ${expected.label}: ${files.join(', ')}` };
}
