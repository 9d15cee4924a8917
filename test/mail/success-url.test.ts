// A partner's success-url on a plain post (the widget's first view, or no
// JavaScript): the server redirects there only when the address is its own
// or an allowed partner's, so it is never an open redirect.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formData, post, startFormServer, validFields, type FormServer } from './form-post.ts';

const partner = 'https://partner.example';
let server: FormServer;
before(async () => {
  server = await startFormServer({ PARTNER_ORIGINS: partner });
});
after(() => server.close());

/** Where an accepted plain post from the partner's page sends the browser. */
async function landing(successUrl: string): Promise<string | null> {
  const res = await post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, success_url: successUrl }), {
    accept: 'text/html',
    origin: partner,
  });
  assert.equal(res.status, 303);
  return res.headers.get('location');
}

describe('success-url on a plain post', () => {
  it("lands on the partner's own thank-you page when the partner is allowed", async () => {
    assert.equal(await landing(`${partner}/thanks?from=enquiry`), `${partner}/thanks?from=enquiry`);
  });

  it("lands on the site's own page", async () => {
    assert.equal(await landing(`${server.url}/services`), `${server.url}/services`);
  });

  it('never goes to a foreign or non-web address: the thank-you page instead', async () => {
    for (const address of [
      'https://evil.example/phish',
      'https://partner.example.evil.example/',
      'http://partner.example/thanks',
      'javascript:alert(1)',
      '//evil.example/',
      'https://user:pass@partner.example/',
    ]) {
      assert.equal(await landing(address), '/thank-you', address);
    }
  });

  it('a fetch still gets 202 and its id: the browser goes there itself', async () => {
    const res = await post(
      `${server.url}/mail/enquiry`,
      formData({ ...validFields.enquiry, success_url: `${partner}/thanks` }),
      { origin: partner },
    );
    assert.equal(res.status, 202);
  });
});
