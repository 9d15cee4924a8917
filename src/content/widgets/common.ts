import type { WidgetStyleHook } from './types';

/** The part every widget exposes: its outermost box. */
export const basePart: WidgetStyleHook = { name: 'base', description: 'The outermost box of the widget.' };

/** Design tokens every widget reads; set them on the tag to theme it. */
export const themeProperties: readonly WidgetStyleHook[] = [
  { name: '--it-font-family', description: 'Typeface of all text (defaults to the system UI font stack in widgets).' },
  { name: '--it-color-primary', description: 'Brand colour of buttons, links and highlights.' },
  { name: '--it-color-on-primary', description: 'Text on the brand colour.' },
  { name: '--it-color-text', description: 'Body text colour.' },
  { name: '--it-color-surface', description: 'Background of cards and fields.' },
  { name: '--it-color-dark', description: 'Background of dark bands and headings colour.' },
  { name: '--it-radius', description: 'Corner radius of cards and fields.' },
];
