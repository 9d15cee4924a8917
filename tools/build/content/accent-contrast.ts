import type { FieldProblem } from '../../../src/content/editor-api.ts';
import { hexColour } from '../../../src/content/page-accent.ts';

/** WCAG 2's relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2's contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** What AA asks of text of ordinary size. */
const AA = 4.5;

/** A colour the accent meets on a page, and how the message names the pair. */
interface Pair {
  colour: string;
  pair: (accent: string) => string;
}

/**
 * What each palette draws with the accent, in its own colours (tokens.css and
 * page-theme.css; test/tools/build/content/accent-contrast.test.ts keeps them
 * equal): white text on its buttons and bands, and on a light page its links
 * on the white page and the pale alternate bands. The dark palette's links
 * keep their own light blue, so there the accent only meets its white text.
 */
export const accentPairs: Readonly<Record<'light' | 'dark', readonly Pair[]>> = {
  light: [
    {
      colour: '#ffffff',
      pair: (accent) => `${accent} against white (its buttons' text and the page behind its links)`,
    },
    { colour: '#f3f6fb', pair: (accent) => `${accent} as link text on the pale bands (#f3f6fb)` },
  ],
  dark: [{ colour: '#ffffff', pair: (accent) => `white button text on ${accent}` }],
};

/** The palettes a page can show: `auto` is either, by the visitor's system. */
const palettesOf = (theme: unknown): readonly (keyof typeof accentPairs)[] =>
  theme === 'dark' ? ['dark'] : theme === 'auto' ? ['light', 'dark'] : ['light'];

/**
 * An accent too faint for text in a palette the page can show, at `accent`:
 * the first pair below AA, with its ratio (rounded down, so a refused 4.47
 * never reads 4.5). A malformed accent is the schema's to refuse.
 */
export function faintAccent(accent: unknown, theme: unknown): FieldProblem | undefined {
  if (typeof accent !== 'string' || !hexColour.test(accent)) return undefined;
  const colour = accent.toLowerCase();
  for (const palette of palettesOf(theme)) {
    for (const { colour: other, pair } of accentPairs[palette]) {
      const ratio = contrast(colour, other);
      if (ratio >= AA) continue;
      const shown = (Math.floor(ratio * 10) / 10).toFixed(1);
      return { field: 'accent', message: `${pair(colour)} is ${shown}:1; text needs ${AA}:1 — choose a darker colour` };
    }
  }
  return undefined;
}
