/**
 * The languages the widgets and forms speak, English first (the default and
 * the fallback). Each has a message catalogue; `dir` is the writing direction
 * a widget takes in it. The company's own pages and mail stay English.
 */
export const locales = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

/** A language code of {@link locales}. */
export type LocaleCode = (typeof locales)[number]['code'];

/** The language used when none of a page's, a tag's or a browser's is known. */
export const defaultLocale: LocaleCode = 'en';

/** True for a code of {@link locales}. */
export const isLocale = (code: string): code is LocaleCode => locales.some((locale) => locale.code === code);

/**
 * The language of {@link locales} a language tag asks for, by its primary
 * subtag ('de-AT' and 'DE' are German); English for an unknown or empty tag.
 */
export function matchLocale(tag: string | null | undefined): LocaleCode {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(primary) ? primary : defaultLocale;
}

/**
 * The best language of an Accept-Language header ('de-CH,de;q=0.9,en;q=0.8'),
 * by quality then order; undefined when it names none of ours, so a caller
 * can tell "asked for English" from "asked for nothing we speak".
 */
export function acceptedLocale(header: string | undefined): LocaleCode | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find(({ tag }) => isLocale(tag.toLowerCase().split('-')[0] ?? ''));
  return match ? matchLocale(match.tag) : undefined;
}

/** A language's entry in {@link locales}. */
export const localeOf = (code: LocaleCode) => locales.find((locale) => locale.code === code) ?? locales[0];
