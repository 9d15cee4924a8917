import type { Catalogue } from './catalogue.ts';
import type { LocaleCode } from './locales.ts';

/**
 * The catalogue of a language, loaded when first asked for: German and Arabic
 * are a chunk each, fetched only by a widget that speaks them; English is
 * undefined, as its words are already in every bundle.
 */
export function loadCatalogue(code: LocaleCode): Promise<Catalogue | undefined> {
  if (code === 'de') return import('./catalogues/de.ts').then((module) => module.catalogue);
  if (code === 'ar') return import('./catalogues/ar.ts').then((module) => module.catalogue);
  return Promise.resolve(undefined);
}
