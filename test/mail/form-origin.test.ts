// Whose posts the form routes take, by Origin, on a real server: the site
// itself, its listed partners, and look-alikes of either.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { formData, post, startFormServer, validFields } from './form-post.ts';

/** Every line spooled under a data dir, joined. */
async function spooledText(dataDir: string): Promise<string> {
  const folder = path.join(dataDir, 'spool', 'new');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.batch'));
  return (await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')))).join('');
}

describe('the origin of a form post', () => {
  it('behind a proxy the public origin is the site itself; its look-alikes are refused with 403', async (t) => {
    const server = await startFormServer({ PUBLIC_ORIGIN: 'https://www.example.com' });
    t.after(() => server.close());
    const own = await post(`${server.url}/mail/contact`, formData(validFields.contact), {
      origin: 'https://www.example.com',
    });
    assert.equal(own.status, 202);
    for (const origin of ['http://www.example.com', 'https://www.example.com:8443', 'null', server.url]) {
      const res = await post(`${server.url}/mail/contact`, formData(validFields.contact), { origin });
      assert.equal(res.status, 403, origin);
    }
  });

  it("records a listed partner's origin with the lead, and never the site's own", async (t) => {
    const server = await startFormServer({ PARTNER_ORIGINS: 'https://partner.example' });
    t.after(() => server.close());
    const partner = await post(`${server.url}/mail/contact`, formData(validFields.contact), {
      origin: 'https://partner.example',
    });
    assert.equal(partner.status, 202);
    const own = await post(`${server.url}/mail/contact`, formData(validFields.contact), { origin: server.url });
    assert.equal(own.status, 202);
    const lines = (await spooledText(server.dataDir)).trim().split('\n');
    const partnerOrigins = lines.map((line) => (JSON.parse(line) as { source?: Record<string, string> }).source);
    assert.deepEqual(
      partnerOrigins.map((source) => source?.partner_origin),
      ['https://partner.example', undefined],
    );
  });
});
