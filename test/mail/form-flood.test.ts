// The form server under a flood: bodies cut off at the limit however they are
// sent, concurrency bounded with a clear 503, and memory bounded while a
// hundred 5 MB resumes arrive at once.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { describe, it } from 'node:test';
import { fixtureDist } from './fixture-dist.ts';
import { formData, multipartBody, pdf, post, startFormServer, validFields } from './form-post.ts';
import { until } from '../support/until.ts';
import { serverCommand } from '../support/server-command.ts';
import { ackOff } from './ack-off.ts';

const MB = 1024 * 1024;

/**
 * Streams an endless chunked multipart upload (a file part that never ends) to
 * url until the server answers or drops the connection, for at most `limit`
 * bytes. Returns the status, if one came.
 */
function endlessUpload(url: string, limit: number): Promise<number | undefined> {
  const { boundary, body } = multipartBody(validFields.careers, Buffer.alloc(0));
  const head = body.subarray(0, body.length - `\r\n--${boundary}--\r\n`.length);
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
        accept: 'application/json',
      },
    });
    let sent = 0;
    let done = false;
    const finish = (status?: number) => {
      if (done) return;
      done = true;
      req.destroy();
      resolve(status);
    };
    req.on('response', (res) => finish(res.statusCode));
    req.on('error', () => finish(undefined));
    const chunk = Buffer.concat([pdf, Buffer.alloc(64 * 1024 - pdf.length, 0x20)]);
    const pump = () => {
      while (!done && sent < limit) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (sent >= limit && !done) req.end();
    };
    req.write(head);
    pump();
  });
}

describe('a flood of form posts', () => {
  // Read on past the limit, up to twice it, so a client still sending can read its 413; never further.
  it('a 50 MB chunked upload is cut off at twice the limit at most: 1.5 MB for a form without a file, 12 MB for a resume', async (t) => {
    const server = await startFormServer({ MAIL_RATE_PER_MINUTE: '100' });
    t.after(() => server.close());
    const sockets: Socket[] = [];
    server.app.server.on('connection', (socket: Socket) => sockets.push(socket));

    for (const [form, most] of [
      ['enquiry', 1.5 * MB],
      ['careers', 12 * MB],
    ] as const) {
      const status = await endlessUpload(`${server.url}/mail/${form}`, 50 * MB);
      const read = sockets.reduce((sum, socket) => sum + socket.bytesRead, 0);
      sockets.length = 0;
      assert.ok(status === 413 || status === undefined, `${form}: answered ${status}`);
      assert.ok(
        read < most,
        `${form}: the server read ${(read / MB).toFixed(1)} MB of a 50 MB upload; at most ${most / MB} MB expected`,
      );
    }
    const after = await post(`${server.url}/mail/enquiry`, formData(validFields.enquiry));
    assert.equal(after.status, 202, 'the server takes the next post as usual');
  });

  it('past MAIL_MAX_INFLIGHT a post gets 503 with Retry-After before its body is read, and the next one after is accepted', async (t) => {
    const server = await startFormServer({ MAIL_RATE_PER_MINUTE: '100', MAIL_MAX_INFLIGHT: '2' });
    t.after(() => server.close());
    const { boundary, body } = multipartBody(validFields.careers, Buffer.concat([pdf, Buffer.alloc(1000, 0x20)]));
    const headers = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
      accept: 'application/json',
    };
    // Two slow uploads: their headers and half their body, then nothing for now.
    const slow = [0, 1].map(() => {
      const req = request(`${server.url}/mail/careers`, { method: 'POST', headers });
      const answered = new Promise<number | undefined>((resolve) => {
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode);
        });
        req.on('error', () => resolve(undefined));
      });
      req.write(body.subarray(0, body.length / 2));
      return { req, answered };
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const busy = await post(`${server.url}/mail/enquiry`, formData(validFields.enquiry));
    assert.equal(busy.status, 503);
    assert.equal(busy.headers.get('retry-after'), '5');
    assert.match(((await busy.json()) as { message: string }).message, /busy right now/);

    for (const { req } of slow) req.end(body.subarray(body.length / 2));
    assert.deepEqual(await Promise.all(slow.map(({ answered }) => answered)), [202, 202]);
    const after = await post(`${server.url}/mail/enquiry`, formData(validFields.enquiry));
    assert.equal(after.status, 202);
  });

  it('a hundred 5 MB resumes at once: only 202s and 503s, and the server stays under 400 MB of memory', async (t) => {
    const { distDir, dataDir, cleanup } = await fixtureDist();
    const child = spawn(process.execPath, serverCommand(), {
      env: {
        PATH: process.env.PATH,
        ...ackOff,
        PORT: '0',
        DIST_DIR: distDir,
        DATA_DIR: dataDir,
        MAIL_RATE_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    t.after(async () => {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
      await cleanup();
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    await until(() => /serving .* at (http:\/\/\S+?)"/.test(output), `the server to listen:\n${output}`, {
      timeoutMs: 60_000,
    });
    const url = /serving .* at (http:\/\/\S+?)"/.exec(output)![1]!;

    const { boundary, body } = multipartBody(
      validFields.careers,
      Buffer.concat([pdf, Buffer.alloc(5 * MB - 1024 - pdf.length, 0x20)]),
    );
    const statuses = await Promise.all(
      Array.from(
        { length: 100 },
        (_, i) =>
          new Promise<string>((resolve) => {
            // A hundred applicants: a hundred addresses, each in a /24 of its own (uploadCaps).
            const req = request(`${url}/mail/careers`, {
              method: 'POST',
              localAddress: `127.0.${i}.1`,
              headers: {
                'content-type': `multipart/form-data; boundary=${boundary}`,
                'content-length': String(body.length),
                accept: 'application/json',
              },
            });
            req.on('response', (res) => {
              res.resume();
              resolve(String(res.statusCode));
            });
            req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
            req.end(body);
          }),
      ),
    );
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
    const peakMb = Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
    const tally = new Map<string, number>();
    for (const s of statuses) tally.set(s, (tally.get(s) ?? 0) + 1);
    const counts = [...tally].map(([s, n]) => `${n}×${s}`).join(', ');
    t.diagnostic(`answers: ${counts}; peak RSS ${peakMb.toFixed(0)} MB`);
    assert.ok(
      statuses.every((s) => s === '202' || s === '503'),
      `only 202 and 503 expected, got ${counts}`,
    );
    assert.ok(statuses.includes('202'), 'some were accepted');
    assert.ok(peakMb < 400, `peak RSS ${peakMb.toFixed(0)} MB, budget 400 MB`);
  });
});
