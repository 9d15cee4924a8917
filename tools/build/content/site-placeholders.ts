import { retentionDays } from '../../../src/content/retention.ts';
import { site } from '../../../src/content/site.ts';

/**
 * The company's details a content file may name as `{{site.email}}`, so that
 * they stay spelled in the site config alone (its name, e-mail and offices
 * appear nowhere else), and `{{retention.days}}`, the one retention period.
 */
export function sitePlaceholders(): Record<string, string> {
  const values: Record<string, string> = {
    'site.name': site.name,
    'site.legalName': site.legalName,
    'site.email': site.email,
    'site.phone': site.phone.display,
    'site.url': site.url,
    'retention.days': String(retentionDays),
  };
  for (const office of site.offices) {
    values[`offices.${office.region}.address`] = office.address.join(', ');
    values[`offices.${office.region}.city`] = office.city;
  }
  return values;
}

/** The text with each `{{name}}` replaced; an unknown name is added to `problems`. */
export function fillPlaceholders(source: string, problems: string[]): string {
  const values = sitePlaceholders();
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value !== undefined) return value;
    problems.push(
      `${match} is not a known placeholder; use one of ${Object.keys(values)
        .map((key) => `{{${key}}}`)
        .join(', ')}`,
    );
    return match;
  });
}
