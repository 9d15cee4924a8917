import { site, type Office } from './site.ts';

/** The office of a region ('India', 'USA'); throws at start-up if the site config lacks it. */
export function officeIn(region: string): Office {
  const office = site.offices.find((entry) => entry.region === region);
  if (!office) throw new Error(`No office for region ${region} in the site config`);
  return office;
}
