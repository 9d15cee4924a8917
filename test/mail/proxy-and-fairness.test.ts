// Fair limits: refused posts never use up accepted ones.
import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { formData, post, startFormServer, validFields } from './form-post.ts';

async function formServer(t: TestContext, env: Record<string, string> = {}) {
  const server = await startFormServer(env);
  t.after(() => server.close());
  return server;
}

const contact = () => formData(validFields.contact);
const mistakes = () => formData({ ...validFields.contact, email: 'nope' });

describe('fair limits', () => {
  it('20 refused posts do not use up a visitor\'s accepted posts: its next valid post is accepted', async (t) => {
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
    assert.ok(Number(fetched.headers.get('retry-after')) >= 1 && Number(fetched.headers.get('retry-after')) <= 60, 'Retry-After: the seconds left in the minute');
    assert.match(((await fetched.json()) as { message: string }).message, /wait a few minutes/);

    const plain = await post(url, contact(), { accept: 'text/html' });
    assert.equal(plain.status, 429);
    assert.ok(Number(plain.headers.get('retry-after')) >= 1);
    assert.match(await plain.text(), /<h1>You have sent several messages in a short time\. Please wait a few minutes and try again\.<\/h1>/);
    assert.deepEqual(await server.spooled(), []);
  });

  it('posts sent all at once cannot slip past the limit before the first is counted', async (t) => {
    const server = await formServer(t, { MAIL_RATE_PER_MINUTE: '2' });
    const statuses = await Promise.all(Array.from({ length: 6 }, () => post(`${server.url}/mail/contact`, contact()).then((res) => res.status)));
    assert.deepEqual(statuses.toSorted(), [202, 202, 429, 429, 429, 429]);
  });
});
