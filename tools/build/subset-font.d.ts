// subset-font ships no types: the part of its API site-fonts.ts calls.
declare module 'subset-font' {
  /** The options site-fonts.ts passes; the package takes more (variation axes, features, name ids). */
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
  }
  /** `font` cut to the glyphs that render `text`, in `targetFormat` (else the font's own). */
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
