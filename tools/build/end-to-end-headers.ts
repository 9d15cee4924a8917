import type { IncomingHttpHeaders } from 'node:http';

/**
 * A message's headers without its hop-by-hop ones (RFC 9110, 7.6.1), for a
 * proxy to pass on: they speak of one connection, the client's to the proxy
 * or the proxy's to the server. Passed on, a server's `Keep-Alive:
 * timeout=65` tells a client to keep its connection to the proxy for a
 * minute, while a Node proxy closes an idle one after five seconds: a request
 * sent on it as it closes is lost. Written here, as it is a few lines, where
 * a proxy library would also replace the dev loop's retries around it.
 */
export function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const hopByHop = new Set([
    'connection',
    'keep-alive',
    'proxy-connection',
    'te',
    'trailer',
    'transfer-encoding',
    'upgrade',
    ...listed,
  ]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}
