// A real clamd from Debian's clamav-daemon on a loopback TCP port, loading
// only a signature file the test writes (no signature download is possible
// here): it starts in about a second.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atPath, ensureDebianPackage } from './debian-package.ts';
import { freePort } from './free-port.ts';
import { until } from './until.ts';

const CLAMD = '/usr/sbin/clamd';

/** A running clamd: its CLAMAV_URL over TCP and over a Unix socket, how long it took to answer, and how to stop it. */
export interface TestClamd {
  url: string;
  socketUrl: string;
  startMs: number;
  /** Stops clamd (SIGTERM) and waits for it to exit; the folder stays until close(). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** Installs clamav-daemon when missing (root and apt), or throws with what to install. */
export function ensureClamd(): void {
  const present = ensureDebianPackage({
    purpose: 'The virus scanning test',
    present: atPath(CLAMD),
    debianPackage: 'clamav-daemon',
  });
  if (!present) throw new Error('clamd is not installed: apt-get install -y clamav-daemon');
}

/** Whether clamd at `port` answers PING with PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    let reply = '';
    const socket = connect({ host: '127.0.0.1', port }, () => socket.end('zPING\0'));
    socket.on('data', (data: Buffer) => (reply += data.toString()));
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(reply.startsWith('PONG')));
  });
}

/** Starts clamd with one signature: `name:0:*:<hex>` matching `pattern` anywhere in any file. */
export async function startClamd(name: string, pattern: Buffer): Promise<TestClamd> {
  ensureClamd();
  const dir = await mkdtemp(path.join(tmpdir(), 'clamd-'));
  const port = await freePort();
  await writeFile(path.join(dir, 'test.ndb'), `${name}:0:*:${pattern.toString('hex')}\n`);
  const config = path.join(dir, 'clamd.conf');
  // Bytecode off: there is none to load, and its engine's start-up is most of clamd's own.
  await writeFile(
    config,
    [
      `Foreground yes`,
      `DatabaseDirectory ${dir}`,
      `TCPSocket ${port}`,
      `TCPAddr 127.0.0.1`,
      `LocalSocket ${path.join(dir, 'clamd.ctl')}`,
      `Bytecode no`,
      '',
    ].join('\n'),
  );
  const started = performance.now();
  const clamd: ChildProcess = spawn(CLAMD, [`--config-file=${config}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  clamd.stdout!.on('data', (data: Buffer) => (output += data.toString()));
  clamd.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  const exited = once(clamd, 'exit');
  try {
    await until(async () => clamd.exitCode === null && (await pong(port)), `clamd on port ${port}`, {
      timeoutMs: 60_000,
    });
  } catch (error) {
    clamd.kill();
    throw new Error(`clamd did not start: ${output}`, { cause: error });
  }
  const startMs = Math.round(performance.now() - started);
  const stop = async () => {
    if (clamd.exitCode !== null) return;
    clamd.kill('SIGTERM');
    await exited;
  };
  return {
    url: `tcp://127.0.0.1:${port}`,
    socketUrl: `unix://${path.join(dir, 'clamd.ctl')}`,
    startMs,
    stop,
    close: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
