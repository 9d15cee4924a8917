import { locales } from '../../src/content/locales.ts';
import { toastingWidgets, type WidgetDoc } from '../../widgets/catalogue.ts';
import type { ConfigTag } from './widget-snippet.ts';

/**
 * What the configurator needs of each contract, without its prose (the guide
 * has that), so the island's props stay small. Every tag takes `lang`, one of
 * the languages of src/content/locales.ts, whether or not its contract lists it.
 */
export function configuratorTags(catalog: readonly WidgetDoc[]): ConfigTag[] {
  return catalog.map((doc) => {
    const attributes = doc.attributes.map(({ name, type, values, list, default: fallback }) => ({
      name,
      type,
      ...(values && { values }),
      ...(list && { list }),
      ...(fallback !== undefined && { default: fallback }),
    }));
    const lang = { name: 'lang', type: 'string' as const, values: locales.map((locale) => locale.code) };
    return {
      name: doc.name,
      attributes: attributes.some((a) => a.name === 'lang') ? attributes : [...attributes, lang],
      needsToaster: toastingWidgets.includes(doc.name),
    };
  });
}
