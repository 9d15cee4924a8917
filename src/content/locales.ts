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
