// The form endpoints behind a reverse proxy, and fair limits: each visitor is
// counted by the address the trusted proxy saw, refused posts never use up
// accepted ones, and only the site's exact origin (or a partner's) may post.
import assert from 'node:assert/strict';
import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { endToEnd } from '../../tools/build/end-to-end-headers.ts';
import { formData, multipartBody, post, startFormServer, validFields } from './form-post.ts';

const PUBLIC_ORIGIN = 'https://forms.example';

/**
 * A reverse proxy as nginx is set up by default: hop-by-hop headers dropped,
 * Host rewritten to the upstream, the client's address appended to
 * X-Forwarded-For, X-Forwarded-Proto https (TLS ends here). Every test client reaches it from 127.0.0.1, so the
 * address the proxy "saw" is taken from an x-test-client header it removes.
 */
async function startProxy(t: TestContext, upstream: string, extraHeaders: Record<string, string> = {}) {
  const target = new URL(upstream);
  const proxy = createServer((req, res) => {
    const { 'x-test-client': client = '198.51.100.1', ...headers }: IncomingHttpHeaders = req.headers;
    const forwardedFor = [headers['x-forwarded-for'], client].flat().filter(Boolean).join(', ');
    const upstreamRequest = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...endToEnd(headers),
          host: target.host,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'https',
          ...extraHeaders,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode!, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstreamRequest.on('error', () => res.writeHead(502).end());
    req.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => proxy.close(() => resolve())));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

async function formServer(t: TestContext, env: Record<string, string> = {}) {
  const server = await startFormServer(env);
  t.after(() => server.close());
  return server;
}

const contact = () => formData(validFields.contact);
const mistakes = () => formData({ ...validFields.contact, email: 'nope' });

describe('behind a reverse proxy', () => {
  it('a genuine browser post through the proxy is accepted: its Origin is the public origin, whatever Host the proxy sends', async (t) => {
    const server = await formServer(t, { TRUST_PROXY: '127.0.0.1', PUBLIC_ORIGIN });
    const proxy = await startProxy(t, server.url);
    const res = await post(`${proxy}/mail/contact`, contact(), {
      origin: PUBLIC_ORIGIN,
      'x-test-client': '203.0.113.7',
    });
    assert.equal(res.status, 202);
    const other = await post(`${proxy}/mail/contact`, contact(), {
      origin: 'https://other.example',
      'x-test-client': '203.0.113.7',
    });
    assert.equal(other.status, 403);
  });

  it("without PUBLIC_ORIGIN, the scheme and host the trusted proxy reports make the site's own origin", async (t) => {
    const server = await formServer(t, { TRUST_PROXY: '127.0.0.1' });
    const proxy = await startProxy(t, server.url, { 'x-forwarded-host': 'forms.example' });
    assert.equal((await post(`${proxy}/mail/contact`, contact(), { origin: PUBLIC_ORIGIN })).status, 202);
    assert.equal((await post(`${proxy}/mail/contact`, contact(), { origin: 'http://forms.example' })).status, 403);
  });

  for (const trusted of ['127.0.0.1', '1']) {
    it(`a visitor who used up its posts does not stop another visitor behind the same proxy (TRUST_PROXY=${trusted})`, async (t) => {
      const server = await formServer(t, { TRUST_PROXY: trusted, PUBLIC_ORIGIN, MAIL_RATE_PER_MINUTE: '2' });
      const proxy = await startProxy(t, server.url);
      const from = (client: string) =>
        post(`${proxy}/mail/contact`, contact(), { origin: PUBLIC_ORIGIN, 'x-test-client': client });
      assert.equal((await from('203.0.113.1')).status, 202);
      assert.equal((await from('203.0.113.1')).status, 202);
      assert.equal((await from('203.0.113.1')).status, 429);
      assert.equal((await from('203.0.113.2')).status, 202);
    });
  }

  it('an X-Forwarded-For a visitor sends through the proxy does not give it a new address', async (t) => {
    const server = await formServer(t, { TRUST_PROXY: '127.0.0.1', PUBLIC_ORIGIN, MAIL_RATE_PER_MINUTE: '2' });
    const proxy = await startProxy(t, server.url);
    const spoofing = (fake: string) =>
      post(`${proxy}/mail/contact`, contact(), {
        origin: PUBLIC_ORIGIN,
        'x-test-client': '203.0.113.1',
        'x-forwarded-for': fake,
      });
    assert.equal((await spoofing('192.0.2.1')).status, 202);
    assert.equal((await spoofing('192.0.2.2')).status, 202);
    assert.equal((await spoofing('192.0.2.3')).status, 429);
  });

  it('without TRUST_PROXY, an X-Forwarded-For sent straight to the server is not believed', async (t) => {
    const server = await formServer(t, { MAIL_RATE_PER_MINUTE: '2' });
    const spoofing = (fake: string) => post(`${server.url}/mail/contact`, contact(), { 'x-forwarded-for': fake });
    assert.equal((await spoofing('192.0.2.1')).status, 202);
    assert.equal((await spoofing('192.0.2.2')).status, 202);
    assert.equal((await spoofing('192.0.2.3')).status, 429);
  });
});

describe('fair limits', () => {
  it("20 refused posts do not use up a visitor's accepted posts: its next valid post is accepted", async (t) => {
    const server = await formServer(t);
    for (let i = 0; i < 20; i++) assert.equal((await post(`${server.url}/mail/contact`, mistakes())).status, 400);
    assert.equal((await post(`${server.url}/mail/contact`, contact())).status, 202);
  });

  it('a flood of refused posts of any kind gets 429 with Retry-After and the clear message, for fetch and for a plain post', async (t) => {
    const server = await formServer(t, { MAIL_REFUSED_PER_MINUTE: '5' });
    const url = `${server.url}/mail/contact`;
    assert.equal((await post(url, mistakes())).status, 400);
    assert.equal((await post(url, mistakes())).status, 400);
    assert.equal((await post(url, 'hello', { 'content-type': 'text/plain' })).status, 415);
    assert.equal((await post(url, contact(), { origin: 'https://attacker.example' })).status, 403);
    assert.equal((await post(url, mistakes())).status, 400);

    const fetched = await post(url, contact());
    assert.equal(fetched.status, 429);
    // Over a sliding minute a post fades out during the minute after its own: the wait is at most two minutes.
    assert.ok(
      Number(fetched.headers.get('retry-after')) >= 1 && Number(fetched.headers.get('retry-after')) <= 120,
      'Retry-After: the seconds until a post may be made again',
    );
    assert.match(((await fetched.json()) as { message: string }).message, /wait a few minutes/);

    const plain = await post(url, contact(), { accept: 'text/html' });
    assert.equal(plain.status, 429);
    assert.ok(Number(plain.headers.get('retry-after')) >= 1);
    assert.match(
      await plain.text(),
      /<h1>You have sent several messages in a short time\. Please wait a few minutes and try again\.<\/h1>/,
    );
    assert.deepEqual(await server.spooled(), []);
  });

  it("after a flood of 10,100 refused posts from as many forwarded addresses, a new visitor's valid post is accepted", async (t) => {
    const server = await formServer(t, { TRUST_PROXY: '127.0.0.1', PUBLIC_ORIGIN });
    // The test client is the trusted proxy itself: it names each address in X-Forwarded-For.
    const from = (client: string, origin: string) =>
      post(`${server.url}/mail/contact`, contact(), { origin, 'x-forwarded-for': client });
    // The flood goes out as an attacker's script sends it: one body, 32 kept-alive
    // connections, node:http. (fetch, building each multipart body anew, took
    // most of this test's CPU.)
    const { contentType, body } = multipartBody(validFields.contact);
    const agent = new Agent({ keepAlive: true, maxSockets: 32 });
    t.after(() => agent.destroy());
    const flood = (client: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${server.url}/mail/contact`, {
          method: 'POST',
          agent,
          headers: {
            'content-type': contentType,
            'content-length': body.length,
            accept: 'application/json',
            origin: 'https://attacker.example',
            'x-forwarded-for': client,
          },
        });
        req.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode!)));
        req.on('error', reject);
        req.end(body);
      });
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        for (let i = next++; i < 10_100; i = next++) {
          const status = await flood(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    assert.deepEqual([...statuses], [[403, 10_100]]);
    const res = await from('198.51.100.23', PUBLIC_ORIGIN);
    assert.equal(res.status, 202, `Retry-After: ${res.headers.get('retry-after')}`);
    assert.equal(
      (await from('10.0.0.1', PUBLIC_ORIGIN)).status,
      202,
      'an address of the flood keeps its accepted posts',
    );
  });

  it('posts sent all at once cannot slip past the limit before the first is counted', async (t) => {
    const server = await formServer(t, { MAIL_RATE_PER_MINUTE: '2' });
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => post(`${server.url}/mail/contact`, contact()).then((res) => res.status)),
    );
    assert.deepEqual(statuses.toSorted(), [202, 202, 429, 429, 429, 429]);
  });
});

describe('which origins may post', () => {
  it("an Origin with another scheme than the server's (https://host on an http server) is refused", async (t) => {
    const server = await formServer(t);
    const res = await post(`${server.url}/mail/contact`, contact(), { origin: server.url.replace('http:', 'https:') });
    assert.equal(res.status, 403);
    assert.equal(((await res.json()) as { code: string }).code, 'origin_refused');
  });

  it('an Origin with userinfo (http://evil@host) is refused', async (t) => {
    const server = await formServer(t);
    const res = await post(`${server.url}/mail/contact`, contact(), {
      origin: server.url.replace('http://', 'http://evil@'),
    });
    assert.equal(res.status, 403);
  });

  it('Origin: null (a sandboxed frame, a file:// page) is refused', async (t) => {
    const server = await formServer(t);
    assert.equal((await post(`${server.url}/mail/contact`, contact(), { origin: 'null' })).status, 403);
  });

  it("the server's exact origin and a partner's are accepted, and so is a post with no Origin (non-browser clients)", async (t) => {
    const server = await formServer(t, { PARTNER_ORIGINS: 'https://partner.example' });
    assert.equal((await post(`${server.url}/mail/contact`, contact(), { origin: server.url })).status, 202);
    assert.equal(
      (await post(`${server.url}/mail/contact`, contact(), { origin: 'https://partner.example' })).status,
      202,
    );
    assert.equal((await post(`${server.url}/mail/contact`, contact())).status, 202);
  });

  it('the "back to the form" link follows a Referer only of the site\'s own origin', async (t) => {
    const server = await formServer(t);
    const backLink = async (referer: string) => {
      const html = await (
        await post(`${server.url}/mail/contact`, mistakes(), { accept: 'text/html', referer })
      ).text();
      return /<a href="([^"]*)">Back to the form<\/a>/.exec(html)?.[1];
    };
    assert.equal(await backLink(`${server.url}/careers`), '/careers');
    assert.equal(await backLink(`${server.url.replace('http:', 'https:')}/careers`), '/contact');
    assert.equal(await backLink('https://other.example/careers'), '/contact');
  });
});
