import { isIP } from 'node:net';

/** Names this machine only: `localhost`, `::1` or an address of 127.0.0.0/8 (brackets allowed, as in a Host). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || isLoopbackAddress(bare);
}

/** A socket's address on the loopback interface, IPv4-mapped IPv6 (`::ffff:127.0.0.1`) included. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(address);
}

/**
 * A request's Host header names this machine: `127.0.0.1`, `localhost` or
 * `[::1]`, with or without a port. A page on another site that rebinds its
 * own name to 127.0.0.1 still sends its name here, so it is refused.
 */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[0-9a-f:]+\]|[^:[\]]+)(?::\d{1,5})?$/i.exec(host);
  return match !== null && ['127.0.0.1', 'localhost', '[::1]'].includes(match[1]!.toLowerCase());
}
