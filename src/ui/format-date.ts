// A fixed locale and time zone: the prerendered HTML and the first client
// render must print the same text whatever the visitor's settings.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** An ISO date ('2025-10-14') as the site prints it ('October 14, 2025'). */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
