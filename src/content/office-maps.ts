/** Where an office sits on the map: its region (as in site.offices) and coordinates. */
export interface OfficeMapPoint {
  region: string;
  lat: number;
  lon: number;
}

/** The offices' coordinates for the click-to-load OpenStreetMap frame. */
export const officeMapPoints: readonly OfficeMapPoint[] = [
  { region: 'India', lat: 12.9611, lon: 80.2445 },
  { region: 'USA', lat: 39.7459, lon: -75.5484 },
];

/** Copy of the map facade: nothing is fetched from the map provider until the visitor asks. */
export const mapCopy = {
  load: (city: string) => `Show the map of our ${city} office`,
  note: 'The map is provided by OpenStreetMap and loads only when you ask for it.',
  frameTitle: (city: string) => `Map of our ${city} office`,
  provider: 'OpenStreetMap',
} as const;

/** The OpenStreetMap embed URL for a point, with a marker and about a kilometre around it. */
export function osmEmbedUrl({ lat, lon }: OfficeMapPoint): string {
  const d = 0.006;
  const bbox = [lon - d, lat - d, lon + d, lat + d].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}
