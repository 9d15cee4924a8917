// Invisible format characters (Unicode category Cf) let a visitor's text show
// other than it is: a right-to-left override (U+202E) reverses what follows,
// isolates (U+2066-2069) and marks (U+200E/F, U+061C) reorder it, and
// zero-width characters (U+200B, U+2060-2064, U+FEFF, tags) hide words or
// whole strings from a reader and from search. None belongs in a form field.
//
// Kept, because real writing needs them and they reorder or hide nothing:
// - U+200C ZWNJ and U+200D ZWJ: Persian, Hindi, Malayalam and other scripts
//   spell with them, and ZWJ joins emoji sequences (👩‍💻, 🏳️‍🌈).
// - Tag characters inside a subdivision flag (🏴 + tags + U+E007F cancel tag:
//   the flags of Scotland, Wales, England); anywhere else they smuggle
//   invisible ASCII and go.
// - Prepended concatenation marks (U+0600-0605, U+06DD, U+070F, U+0890-0891,
//   U+08E2, U+110BD, U+110CD): visible signs drawn over the digits that follow.
// Dropped like the rest: the soft hyphen (U+00AD), only a hint where a word
// may break, invisible otherwise, and a way to split a word against search.

const FORMAT = /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|\p{Cf}/gu;
const KEPT = new Set([
  0x200c, 0x200d, 0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6dd, 0x70f, 0x890, 0x891, 0x8e2, 0x110bd, 0x110cd,
]);

/** The text without invisible format characters (bidi controls, zero-width and tag characters), joiners kept. */
export const stripInvisible = (text: string): string =>
  text.replace(FORMAT, (match, flag?: string) => (flag || KEPT.has(match.codePointAt(0)!) ? match : ''));
