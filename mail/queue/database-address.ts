/**
 * Where a postgres:// URL points, as host:port/database, for messages an
 * operator reads: never the user name or the password. A host given as
 * ?host= (a Unix socket folder) wins over the URL's, as it does for pg.
 */
export function databaseAddress(connectionString: string): string {
  if (!URL.canParse(connectionString)) return 'an unreadable MAIL_QUEUE_URL';
  const url = new URL(connectionString);
  const host = url.searchParams.get('host') ?? url.hostname;
  const database = decodeURIComponent(url.pathname.slice(1));
  return `${host || 'localhost'}:${url.port || '5432'}${database ? `/${database}` : ''}`;
}
