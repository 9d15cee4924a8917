import { stripInvisible } from '../../src/forms/strip-invisible.ts';

/** Every line break a mail reader may honour, not only \n: a bare \r, vertical tab, form feed, NEL, U+2028/2029. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/**
 * A visitor's text for the plain-text mail: every line quoted ("> "), so no
 * line a visitor typed can start where the server's own lines do and pass for
 * one of them (a forged "Partner site: … (verified…)"). Invisible format
 * characters are dropped again here, for records stored before the form
 * schemas dropped them.
 */
export function quotedText(value: string): string {
  return stripInvisible(value)
    .split(LINE_BREAK)
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

/** How the HTML part sets off what a visitor sent: a quote's bar beside it. */
export const QUOTED_STYLE = 'border-left:3px solid #c8c8c8;';
