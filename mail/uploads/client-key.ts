import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** An IPv6 address's eight groups, zeros filled in; an IPv4 tail (64:ff9b::1.2.3.4) fills the last two, never one of the first four. */
function ipv6Groups(address: string): string[] {
  const groups = (part?: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head, tail] = address.split('::');
  const front = groups(head);
  const back = groups(tail);
  const all =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return all.map((group) => parseInt(group, 16).toString(16));
}

/** An address as it is counted: IPv4-mapped IPv6 as plain IPv4, an IPv6 zone dropped; its family with it. */
function normalise(ip: string): { family: 4 | 6 | 0; address: string } {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped) return { family: 4, address: mapped[1]! };
  const address = ip.split('%')[0]!;
  if (isIPv6(address)) return { family: 6, address };
  return { family: /^\d+\.\d+\.\d+\.\d+$/.test(ip) ? 4 : 0, address: ip };
}

/**
 * The key a client is counted under: an IPv4 address as it is (also when it
 * arrives IPv4-mapped, ::ffff:a.b.c.d); an IPv6 address by its /64, the block
 * one subscriber is usually given, so one home cannot post from 2^64 addresses.
 */
export function clientKey(ip: string): string {
  return clientKeys(ip).key;
}

/**
 * The network a client shares a budget with once too many addresses are
 * tracked: its IPv4 /16 or IPv6 /48 (a site's usual allocation). Wide enough
 * that a flood from many addresses lands in few networks, narrow enough that
 * a visitor elsewhere on the internet is not in the attacker's.
 */
export function networkKey(ip: string): string {
  return clientKeys(ip).network;
}

/**
 * The network whose uploads share one cap: an IPv4 /24 or an IPv6 /48, the
 * block one office, campus or small hosting customer usually holds, so a
 * few neighbouring addresses cannot each take a full share.
 */
export function subnetKey(ip: string): string {
  const { family, address } = normalise(ip);
  if (family === 4) return `${address.slice(0, address.lastIndexOf('.'))}.0/24`;
  if (family === 0) return address;
  return `${ipv6Groups(address).slice(0, 3).join(':')}::/48`;
}

/** Both keys of a client at once, its address parsed once: what a counter needs for each post. */
export interface ClientKeys {
  key: string;
  network: string;
}

/** The client's own key (clientKey) and its network's (networkKey). */
export function clientKeys(ip: string): ClientKeys {
  const { family, address } = normalise(ip);
  if (family === 4)
    return { key: address, network: `${address.slice(0, address.indexOf('.', address.indexOf('.') + 1))}.0.0/16` };
  if (family === 0) return { key: address, network: address };
  const groups = ipv6Groups(address);
  return { key: `${groups.slice(0, 4).join(':')}::/64`, network: `${groups.slice(0, 3).join(':')}::/48` };
}
