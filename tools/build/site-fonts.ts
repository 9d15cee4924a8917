// The site's self-hosted Inter files, each named by a hash of its bytes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';

/** A font file as the site serves it: its path under dist/, named by a hash of its bytes, and the bytes. */
export interface SiteFont {
  fileName: string;
  bytes: Buffer;
}

const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 8);

/** Every character in the unicode-range of the @font-face whose src is `file`, as a string. */
function unicodeRangeText(css: string, file: string): string {
  const face = css.split('@font-face').find((block) => block.includes(file));
  const range = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!range) throw new Error(`fonts.css has no unicode-range for ${file}`);
  return (
    range
      .split(',')
      // U+41 or U+0-7F: one code point, or the first and the last.
      .map(
        (part) =>
          part
            .trim()
            .replace(/^U\+/i, '')
            .split('-')
            .map((hex) => parseInt(hex, 16)) as [number, number?],
      )
      .flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
      .join('')
  );
}

async function build(): Promise<Record<string, SiteFont>> {
  const fontFile = (name: string) => readFileSync(`node_modules/@fontsource-variable/inter/files/${name}`);
  const sources = {
    'inter-latin-wght-normal.woff2': fontFile('inter-latin-wght-normal.woff2'),
    'inter-latin-ext-wght-normal.woff2': fontFile('inter-latin-ext-wght-normal.woff2'),
    // Cut to the unicode-range fonts.css gives this face, so the two cannot disagree.
    'inter-basic-wght-normal.woff2': await subsetFont(
      fontFile('inter-latin-wght-normal.woff2'),
      unicodeRangeText(readFileSync('src/styles/fonts.css', 'utf8'), 'inter-basic-wght-normal.woff2'),
      { targetFormat: 'woff2' },
    ),
  };
  return Object.fromEntries(
    Object.entries(sources).map(([font, bytes]) => [
      font,
      { fileName: `assets/fonts/${font.replace('.woff2', '')}-${hash(bytes)}.woff2`, bytes },
    ]),
  );
}

let fonts: Promise<Record<string, SiteFont>> | undefined;

/**
 * The font files by their name in fonts.css, with the hashed file name each is
 * served under. Made once per process, so the site's build (which emits them)
 * and the widgets' build (which points at them) name them alike.
 */
export function siteFonts(): Promise<Record<string, SiteFont>> {
  return (fonts ??= build());
}

/** `css` with each `url(/assets/fonts/<name>)` pointing at that font's hashed file. */
export async function withHashedFonts(css: string): Promise<string> {
  const files = await siteFonts();
  return css.replace(/url\(\/assets\/fonts\/([\w.-]+)\)/g, (m, name: string) =>
    files[name] ? `url(/${files[name].fileName})` : m,
  );
}
