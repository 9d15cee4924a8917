import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../mail/app.ts';
import { loadConfig } from '../../mail/config.ts';
import { outsideUnitRoom } from './outside-unit-room.ts';

/** A running copy of the real server over the built dist/, on a free loopback port. */
export interface SiteServer {
  url: string;
  close: () => Promise<void>;
}

/** Starts the server the way `npm run serve` does, with a throwaway data folder. */
export async function startSite(env: NodeJS.ProcessEnv = {}): Promise<SiteServer> {
  outsideUnitRoom('the built site (dist/)');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DIST_DIR: path.resolve('dist'),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'it-site-data-')),
    ...env,
  });
  const app = buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** Every page the build wrote (re-exported for the benchmarks, which start this server). */
export { builtPages } from './built-pages.ts';
