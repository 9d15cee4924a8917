// A landing page's own colour (front matter `accent`) as the custom properties
// a partner sets on a tag to colour it (`--it-color-primary`, the partner
// guide's "Theming"): the prerendered page, the editor's preview and its checks
// all colour a page from here.

/** A colour as the front matter writes it: # and six hexadecimal digits. */
export const hexColour = /^#[0-9a-f]{6}$/i;

/** The site's own primary colour (src/styles/tokens.css), what a page without an accent shows. */
export const siteAccent = '#1d4ed8';

/**
 * The shade a hovered button takes (`--it-color-primary-strong`): the accent a
 * quarter of the way to black, as the site's navy is to its blue, so a hovered
 * button stays the page's colour and its white text only gains contrast.
 */
function strongShade(accent: string): string {
  const channels = [1, 3, 5].map((at) => Math.round(parseInt(accent.slice(at, at + 2), 16) * 0.75));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The custom properties a page's accent sets, by name; none for a value that is not a #rrggbb colour. */
export function accentProperties(accent: string | undefined): Record<string, string> {
  if (!accent || !hexColour.test(accent)) return {};
  const colour = accent.toLowerCase();
  return { '--it-color-primary': colour, '--it-color-primary-strong': strongShade(colour) };
}

/** The properties as a rule on the page's root, for the end of its inline stylesheet; '' without an accent. */
export function accentRule(accent: string | undefined): string {
  const declarations = Object.entries(accentProperties(accent)).map(([name, value]) => `${name}:${value}`);
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}
