// The scanner never passes a file it got no verdict for: a clamd that is not
// there, says nothing, or answers with an error is "unavailable", never "clean".
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { clamdScanner, ScannerUnavailable } from '../../mail/uploads/clamd-scanner.ts';
import { downPort } from '../support/down-port.ts';
import { pdf } from './form-post.ts';

/** A TCP listener on loopback that does `answer` with each connection, closed after the test. */
async function listener(t: { after: (fn: () => Promise<void>) => void }, answer: (socket: Socket) => void) {
  const sockets = new Set<Socket>();
  // allowHalfOpen: a silent clamd keeps its side open after the client's last chunk, as a hung one would.
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket);
    answer(socket);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.after(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => server.close(done));
  });
  return `tcp://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const file = path.join(tmpdir(), `clamd-scanner-${process.pid}.pdf`);

test('a clamd that takes the file and never answers gives no verdict, not a pass', { timeout: 20_000 }, async (t) => {
  await writeFile(file, pdf);
  const url = await listener(t, (socket) => socket.resume());
  await assert.rejects(clamdScanner(url, 300).scan(file), ScannerUnavailable);
});

test('a clamd that answers with an error gives no verdict', async (t) => {
  await writeFile(file, pdf);
  const url = await listener(t, (socket) => socket.end('INSTREAM size limit exceeded. ERROR\0'));
  await assert.rejects(clamdScanner(url).scan(file), ScannerUnavailable);
});

test('nothing listening at CLAMAV_URL gives no verdict', async (t) => {
  await writeFile(file, pdf);
  const down = await downPort();
  t.after(() => down.release());
  await assert.rejects(clamdScanner(`tcp://127.0.0.1:${down.port}`).scan(file), ScannerUnavailable);
});
