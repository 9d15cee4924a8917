// The proxy in front of `npm run dev`'s server, against real servers on
// loopback: what a browser sees while the server behind it restarts or stops
// mid-answer.
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { CLOSING_ANSWER, devProxy, type Upstream } from '../../../tools/build/dev-proxy.ts';
import { freePort } from '../../support/free-port.ts';
import { until } from '../../support/until.ts';

const servers: Server[] = [];
after(() => servers.forEach((server) => server.close()));

/** Listens on `port` (any free one by default) with `handle`; answers the port. */
async function serve(handle: Parameters<typeof createServer>[1], port = 0): Promise<number> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Answers that the proxy ended or lost before finishing: each closes its browser's connection. */
const closedAnswers: ServerResponse[] = [];

/** A proxy in front of `upstream`, as dev runs it; answers its origin. */
async function proxyTo(upstream: Upstream): Promise<string> {
  const passOn = devProxy(upstream);
  return `http://127.0.0.1:${await serve((req, res) => {
    res.on('close', () => closedAnswers.push(res));
    passOn(req, res);
  })}`;
}

const steady = (port: number): Upstream => ({ port, restarting: () => false, current: () => 'one server' });

describe("npm run dev's proxy", () => {
  it(
    'ends an answer the server cut short, so the browser asks again instead of waiting',
    { timeout: 60_000 },
    async () => {
      // A page whose server stops after its first bytes: the browser must see the answer end, not hang for minutes.
      const port = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': '1000' });
        res.write('<!doctype html><p>The first bytes');
        setImmediate(() => res.socket?.destroy());
      });
      const origin = await proxyTo(steady(port));
      const answer = await fetch(`${origin}/blog`);
      await assert.rejects(answer.text(), 'the cut answer ends in an error the browser can act on');
    },
  );

  it('passes a form posted while the server is down to the server that comes up, once', async () => {
    const port = await freePort();
    let attempts = 0;
    // Each attempt to pass the post on asks which server is current: counting them shows the post was refused.
    const origin = await proxyTo({ port, restarting: () => true, current: () => (attempts += 1) });
    const posted = fetch(`${origin}/mail/enquiry`, { method: 'POST', body: 'name=Ines+Duarte', redirect: 'manual' });
    await until(() => attempts >= 2, 'the post refused once and tried again');
    const received: string[] = [];
    await serve((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(body);
        res.writeHead(303, { location: '/thank-you' }).end();
      });
    }, port);
    const answer = await posted;
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.get('location'), '/thank-you');
    assert.deepEqual(received, ['name=Ines+Duarte'], 'the post arrived whole, once');
  });

  it('lives on when the browser leaves before the server answers', async () => {
    let answerNow: (() => void) | undefined;
    const port = await serve((req, res) => {
      if (req.url === '/slow') answerNow = () => res.writeHead(200, { 'content-type': 'text/plain' }).end('late');
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('the next page');
    });
    const origin = await proxyTo(steady(port));
    const leaving = new AbortController();
    const left = fetch(`${origin}/slow`, { signal: leaving.signal }).catch(() => 'left');
    const before = closedAnswers.length;
    await until(() => answerNow !== undefined, 'the slow page asked of the server');
    leaving.abort();
    assert.equal(await left, 'left');
    await until(() => closedAnswers.length > before, 'the browser gone from the proxy');
    answerNow!();
    const next = await fetch(`${origin}/next`);
    assert.equal(await next.text(), 'the next page', 'the proxy still answers');
  });

  it('asks again when a closing server answers 503 without reading the request, and passes its own 503s on', async () => {
    let asked = 0;
    const port = await serve((req, res) => {
      asked += 1;
      if (req.url === '/healthz') res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"down"}');
      else if (asked === 1) res.writeHead(503, { 'content-type': 'application/json' }).end(CLOSING_ANSWER);
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('the page');
    });
    const origin = await proxyTo(steady(port));
    const page = await fetch(`${origin}/services`);
    assert.equal(page.status, 200);
    assert.equal(await page.text(), 'the page');
    assert.equal(asked, 2, 'the closing answer was not passed on');
    const health = await fetch(`${origin}/healthz`);
    assert.equal(health.status, 503, "the server's own 503 reaches the caller");
    assert.equal(await health.text(), '{"status":"down"}');
  });
});
