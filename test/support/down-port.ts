import { createServer } from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

/** A loopback port held by us, where every connection is cut at once: a peer that is down. */
export interface DownPort {
  port: number;
  /** Frees the port, for the real peer to listen on it. */
  release(): Promise<void>;
}

/**
 * A port that stays ours while the peer is "down". A port merely found free
 * may be handed, meanwhile, to any other test's server listening on port 0
 * (tests run in parallel), which would answer in the peer's place; a held
 * port cannot be, and each connection to it fails as a network error does.
 */
export async function downPort(): Promise<DownPort> {
  const server = createServer((socket) => socket.destroy());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    release: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
