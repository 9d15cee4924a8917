import { createReadStream } from 'node:fs';
import { connect, type NetConnectOpts } from 'node:net';
import { Readable } from 'node:stream';

/** What clamd made of a file. */
export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** clamd could not give a verdict (down, too slow, or it answered with an error): the file must not be accepted. */
export class ScannerUnavailable extends Error {
  override name = 'ScannerUnavailable';
}

/** A virus scanner for staged uploads. */
export interface FileScanner {
  /** Scans one file; rejects with {@link ScannerUnavailable} when no verdict could be had. */
  scan(file: string): Promise<ScanVerdict>;
}

/** How long one scan may take, connection included; a 5 MB resume takes clamd well under a second. */
const SCAN_TIMEOUT_MS = 30_000;

/** `tcp://host:port` or `unix:///path/to/clamd.ctl` as net.connect options. */
function clamdAddress(url: string): NetConnectOpts {
  const parsed = new URL(url);
  if (parsed.protocol === 'unix:') return { path: decodeURIComponent(parsed.pathname) };
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port || 3310) };
}

/** The file in clamd's INSTREAM framing: the command, then chunks each after its 4-byte length, then length 0. */
async function* instream(file: string): AsyncGenerator<Buffer> {
  yield Buffer.from('zINSTREAM\0');
  for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE((chunk as Buffer).length);
    yield length;
    yield chunk as Buffer;
  }
  yield Buffer.alloc(4);
}

/** clamd's one-line answer to INSTREAM as a verdict; anything else (`... ERROR`) is no verdict. */
function verdictOf(reply: string): ScanVerdict {
  const line = reply.replace(/\0/g, '').trim();
  if (line === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found) return { infected: true, signature: found[1]! };
  throw new ScannerUnavailable(`clamd answered: ${line || 'nothing'}`);
}

/**
 * A scanner that streams each file to clamd (CLAMAV_URL) with the INSTREAM
 * command and a deadline. Written on node:net rather than with the clamscan
 * package: clamscan pings clamd when it is set up (so the server could not
 * start while clamd is down), falls back to local binaries unless told not
 * to, and its errors do not tell "clamd is down" from "the file is bad"; here
 * every failure to get a verdict is a {@link ScannerUnavailable}, never a pass.
 */
export function clamdScanner(url: string, timeoutMs = SCAN_TIMEOUT_MS): FileScanner {
  const address = clamdAddress(url);
  return {
    scan: (file) =>
      new Promise<ScanVerdict>((resolve, reject) => {
        const socket = connect(address);
        const source = Readable.from(instream(file));
        let reply = '';
        let settled = false;
        const settle = (outcome: () => ScanVerdict) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          source.destroy();
          socket.destroy();
          try {
            resolve(outcome());
          } catch (error) {
            reject(error instanceof Error ? error : new ScannerUnavailable(String(error)));
          }
        };
        const fail = (why: string) =>
          settle(() => {
            throw new ScannerUnavailable(why);
          });
        const timer = setTimeout(() => fail(`clamd gave no verdict within ${timeoutMs} ms`), timeoutMs);
        socket.on('error', (error) => fail(`clamd at ${url}: ${error.message}`));
        source.on('error', (error) => fail(`could not read the upload: ${error.message}`));
        socket.on('data', (data: Buffer) => (reply += data.toString('utf8')));
        socket.on('close', () => settle(() => verdictOf(reply)));
        socket.once('connect', () => source.pipe(socket));
      }),
  };
}
