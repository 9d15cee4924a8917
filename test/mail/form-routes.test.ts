// How the form endpoints answer: fetch gets JSON, a plain post gets a redirect
// or a page listing what to fix; bots, floods, partners and a full disk.
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { formData, post, startFormServer, validFields } from './form-post.ts';

describe('the form endpoints', () => {
  it('a plain form post (no JavaScript) is redirected to the thank-you page with 303', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await post(`${server.url}/mail/enquiry`, formData(validFields.enquiry), { accept: 'text/html' });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/thank-you');
    assert.equal((await server.spooled()).length, 1);
  });

  it('PUT, DELETE and PATCH on a form address answer 405 with Allow: POST, as JSON and as a page', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await fetch(`${server.url}/mail/enquiry`, { method, headers: { accept: 'application/json' } });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.get('allow'), 'POST');
      assert.match(((await res.json()) as { message: string }).message, /only takes form posts/);
    }
    const page = await fetch(`${server.url}/mail/careers`, { method: 'PUT', headers: { accept: 'text/html' } });
    assert.equal(page.status, 405);
    assert.match(await page.text(), /<h1>This address only takes form posts \(POST\)\.<\/h1>/);
    assert.deepEqual(await server.spooled(), []);
  });

  it('a plain post with mistakes gets a page listing each field to fix and a link back', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await post(
      `${server.url}/mail/enquiry`,
      formData({ ...validFields.enquiry, name: '', email: 'nope' }),
      {
        accept: 'text/html',
        referer: `${server.url}/contact`,
      },
    );
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(html, /<li>The Name field is required\.<\/li>/);
    assert.match(html, /<li>The Email must be a valid email address\.<\/li>/);
    assert.match(html, /<a href="\/contact">Back to the form<\/a>/);
    assert.ok(!/style=|<script/.test(html), 'nothing the CSP would block');
  });

  it('the page names each field as the form posted shows it, not as another form labels the same name', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await post(`${server.url}/mail/contact`, formData({ ...validFields.contact, message: ' ' }), {
      accept: 'text/html',
    });
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(html, /<li>The Message field is required\.<\/li>/);
    assert.ok(!html.includes('Project Details'), 'the enquiry form names its message Project Details');
  });

  it('fetch gets 400 with one message per field, in the shared wording', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await post(
      `${server.url}/mail/contact`,
      formData({ name: 'Zoë 2', email: '', subject: '', message: ' ' }),
    );
    assert.equal(res.status, 400);
    assert.deepEqual(((await res.json()) as { errors: unknown }).errors, {
      name: 'The Name may only contain letters and spaces.',
      email: 'The Email field is required.',
      subject: 'The Subject field is required.',
      message: 'The Message field is required.',
    });
  });

  it('a filled honeypot is answered like a success and nothing is kept', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await post(
      `${server.url}/mail/enquiry`,
      formData({ ...validFields.enquiry, website: 'http://spam.example' }),
    );
    assert.equal(res.status, 202);
    assert.match(((await res.json()) as { id: string }).id, /^\d{13}-[0-9a-f]{16}$/);
    assert.deepEqual(await server.spooled(), []);
  });

  it('a client over the rate limit gets 429 with Retry-After and a clear message', async (t) => {
    const server = await startFormServer({ MAIL_RATE_PER_MINUTE: '2' });
    t.after(() => server.close());
    for (let i = 0; i < 2; i++)
      assert.equal((await post(`${server.url}/mail/contact`, formData(validFields.contact))).status, 202);
    const res = await post(`${server.url}/mail/contact`, formData(validFields.contact));
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers.get('retry-after')) > 0, 'Retry-After in seconds');
    assert.match(((await res.json()) as { message: string }).message, /wait a few minutes/);
  });

  it('when the spool cannot store, the visitor gets 503 and is not told it worked', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    await rm(path.join(server.dataDir, 'spool', 'tmp'), { recursive: true });
    const res = await post(`${server.url}/mail/enquiry`, formData(validFields.enquiry));
    assert.equal(res.status, 503);
    assert.match(((await res.json()) as { message: string }).message, /unavailable right now/);
  });

  it('a partner origin is allowed by CORS; the site itself posts without CORS; others may read only their refusal', async (t) => {
    const server = await startFormServer({ PARTNER_ORIGINS: 'https://partner.example' });
    t.after(() => server.close());
    const partner = await post(`${server.url}/mail/contact`, formData(validFields.contact), {
      origin: 'https://partner.example',
    });
    assert.equal(partner.status, 202);
    assert.equal(partner.headers.get('access-control-allow-origin'), 'https://partner.example');
    const preflight = await fetch(`${server.url}/mail/contact`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    assert.ok(preflight.status < 300);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://partner.example');
    const self = await post(`${server.url}/mail/contact`, formData(validFields.contact), { origin: server.url });
    assert.equal(self.status, 202);
    const other = await post(`${server.url}/mail/contact`, formData(validFields.contact), {
      origin: 'https://other.example',
    });
    assert.equal(other.status, 403);
    assert.equal(other.headers.get('access-control-allow-origin'), '*');
    assert.equal(((await other.json()) as { code: string }).code, 'origin_refused');
  });
});
