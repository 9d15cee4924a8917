import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nothing listens on (yet): for a server a test starts later, or a relay that is down. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}
