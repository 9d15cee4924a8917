// The compiled server as a child process, as `npm run serve` runs it: for the
// tests that kill it, restart it, or watch whether it survives a fault.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { serverCommand } from '../support/server-command.ts';
import { until } from '../support/until.ts';
import { ackOff } from './ack-off.ts';

/** A server process, the address it listens on once it does, and everything it logged. */
export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  url: Promise<string>;
  output(): string;
}

const listening = /serving .* at (http:\/\/\S+?)"/;

/** Starts dist-server/server.js with only PATH and env (rebuilt first when stale). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, serverCommand(), {
    env: { PATH: process.env.PATH, ...ackOff, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // Generous: a loaded machine may take seconds to boot it. A server that exits instead says why.
  const url = until(
    () => {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      return listening.exec(output)?.[1];
    },
    'the server to listen',
    { timeoutMs: 60_000 },
  ).then((address) => address!);
  url.catch(() => undefined); // a test that expects no listening never awaits it
  return { child, url, output: () => output };
}
