// The checks a form post passes before its body is read, on a real server:
// its format, its declared size and how busy the server is.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import { until } from '../support/until.ts';
import { formData, post, startFormServer, validFields } from './form-post.ts';

describe('the guards of the form routes', () => {
  it('a post that is no form gets 415, and one that declares more than the limit 413, before its body is read', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const json = await post(`${server.url}/mail/contact`, JSON.stringify(validFields.contact), {
      'content-type': 'application/json',
    });
    assert.equal(json.status, 415);
    const huge = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/mail/careers`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(1e9) },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('--x\r\n'); // a gigabyte announced, a few bytes sent
    });
    assert.equal(huge, 413);
    assert.deepEqual(await server.spooled(), []);
  });

  it('past MAIL_MAX_INFLIGHT a post gets 503 with Retry-After: 5, and the next one is taken once the first is done', async (t) => {
    const server = await startFormServer({ MAIL_MAX_INFLIGHT: '1' });
    t.after(() => server.close());
    // One post under way: its headers sent, its body held back.
    const slow = request(`${server.url}/mail/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '1000' },
    });
    slow.on('error', () => undefined);
    slow.write('name=');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = await post(`${server.url}/mail/contact`, formData(validFields.contact));
    assert.equal(busy.status, 503);
    assert.equal(busy.headers.get('retry-after'), '5');
    slow.destroy(); // the client leaves: its slot is freed
    const next = await until(
      async () => (await post(`${server.url}/mail/contact`, formData(validFields.contact))).status,
      'a post taken again',
      { accept: (status) => status === 202 },
    );
    assert.equal(next, 202);
  });
});
