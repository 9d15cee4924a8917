// A post refused before its body was read still gets its answer, also by a
// client that sends its whole body before it reads anything (Node's http,
// scripts, server-side integrations), and what the server reads of such a
// body stays bounded.
import assert from 'node:assert/strict';
import { request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { messages } from '../../src/content/messages.ts';
import { refusedBodyLimits } from '../../mail/posts/refused-body.ts';
import { formLimits } from '../../mail/posts/form-limits.ts';
import { multipartBody, pdf, startFormServer, validFields } from './form-post.ts';

const MB = 1024 * 1024;

async function formServer(t: TestContext) {
  const server = await startFormServer({ MAIL_RATE_PER_MINUTE: '100', MAIL_REFUSED_PER_MINUTE: '100' });
  t.after(() => server.close());
  return server;
}

/** A careers post with a resume of `size` bytes, as a browser encodes it. */
const resumePost = (size: number) =>
  multipartBody(validFields.careers, Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]));

/** Node's http as an integration uses it: the whole body handed over at once, the answer awaited. */
function nodePost(url: string, accept: string, size: number): Promise<{ status: number; type: string; body: string }> {
  const { contentType, body } = resumePost(size);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': body.length, accept },
    });
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A client that writes the request whole, waits until the last byte is
 * taken, and only then reads: the answer as raw text, or the error met.
 */
async function writeThenRead(url: string, headers: string, body: Buffer): Promise<string> {
  const { hostname, port, pathname } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  socket.pause();
  const written = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.write(`POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${headers}\r\n`);
    socket.write(body, (error) => (error ? reject(error) : resolve()));
  });
  try {
    await written;
  } catch (error) {
    socket.destroy();
    return `error ${(error as NodeJS.ErrnoException).code}`;
  }
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.resume();
  await new Promise((resolve) => {
    socket.once('close', resolve);
    // Kept alive: the answer is whole once its declared length has come.
    socket.on('data', () => {
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      const bodyStart = text.indexOf('\r\n\r\n');
      if (length && bodyStart >= 0 && Buffer.byteLength(text.slice(bodyStart + 4)) >= Number(length)) resolve(null);
    });
  });
  socket.destroy();
  return text;
}

describe('a refused post still gets its answer', () => {
  it('in production the rest of a refused body is read to at most twice its limit, for at most 10 s', () => {
    assert.deepEqual(refusedBodyLimits(formLimits.totalBytes), { maxBytes: 2 * formLimits.totalBytes, maxMs: 10_000 });
    assert.deepEqual(refusedBodyLimits(formLimits.fieldsOnlyBytes), {
      maxBytes: 2 * formLimits.fieldsOnlyBytes,
      maxMs: 10_000,
    });
  });

  it('a 6 MB resume sent whole by Node http gets the readable 413 with its message, as JSON and as a page', async (t) => {
    const server = await formServer(t);
    const json = await nodePost(`${server.url}/mail/careers`, 'application/json', 6 * MB);
    assert.equal(json.status, 413);
    assert.equal((JSON.parse(json.body) as { message: string }).message, messages.form.tooLarge);
    const page = await nodePost(`${server.url}/mail/careers`, 'text/html', 6 * MB);
    assert.equal(page.status, 413);
    assert.match(page.type, /text\/html/);
    assert.ok(page.body.includes('<h1>'), page.body.slice(0, 200));
    assert.deepEqual(await server.spooled(), []);
  });

  for (const connection of ['keep-alive', 'close'])
    it(`a client that writes its whole 6 MB body before it reads gets the 413 (Connection: ${connection})`, async (t) => {
      const server = await formServer(t);
      const { contentType, body } = resumePost(6 * MB);
      const answer = await writeThenRead(
        `${server.url}/mail/careers`,
        `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nAccept: application/json\r\nConnection: ${connection}\r\n`,
        body,
      );
      assert.match(answer, /^HTTP\/1\.1 413 /, answer.slice(0, 200));
      assert.ok(answer.includes(JSON.stringify(messages.form.tooLarge)), answer);
    });

  it('a body declared far past the limit is read at most to twice the limit, then the connection is closed', async (t) => {
    const server = await formServer(t);
    const read: Socket[] = [];
    server.app.server.on('connection', (socket: Socket) => read.push(socket));
    const { contentType } = resumePost(1024);
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.write(
      `POST /mail/careers HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: ${100 * MB}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const pump = () => {
      while (!socket.destroyed && sent < 100 * MB) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    pump();
    await closed;
    const taken = read.reduce((sum, s) => sum + s.bytesRead, 0);
    const { maxBytes } = refusedBodyLimits(formLimits.totalBytes);
    assert.ok(
      taken <= maxBytes + MB,
      `the server read ${(taken / MB).toFixed(1)} MB; at most twice the limit, ${(maxBytes / MB).toFixed(1)} MB, expected`,
    );
    assert.ok(sent < 100 * MB, 'the connection was closed before the whole body was sent');
  });
});
