import { defaultLocale, isLocale, type LocaleCode } from '../../src/content/locales.ts';
import type { StoredSource } from './lead-verdict.ts';

/**
 * The language the form spoke to the visitor, so staff answer in it. The
 * record keeps it only when it is not English (form-routes.ts); a record
 * without it, or from before it was kept, was answered in English.
 */
export function leadLanguage(source: StoredSource | undefined): LocaleCode {
  const code = source?.language;
  return code && isLocale(code) ? code : defaultLocale;
}
