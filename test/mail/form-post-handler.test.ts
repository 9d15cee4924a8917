// One form's handler on a real server and spool: what it keeps of a post it
// accepts, and what it leaves of one it refuses.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { formConsent } from '../../src/content/consent.ts';
import { executable, formData, pdf, post, startFormServer, validFields } from './form-post.ts';

/** The records spooled under a data dir. */
async function spooledRecords(dataDir: string) {
  const folder = path.join(dataDir, 'spool', 'new');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.batch'));
  const text = (await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')))).join('');
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { fields: Record<string, string>; source?: Record<string, string> });
}

describe("a form's post handler", () => {
  it('keeps a ticked consent as the version of the wording the applicant saw, and the language the form showed', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await post(
      `${server.url}/mail/careers`,
      formData({ ...validFields.careers, lang: 'de' }, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }),
      {},
    );
    assert.equal(res.status, 202);
    const [record] = await spooledRecords(server.dataDir);
    assert.equal(record?.fields.consent, formConsent.careers!.version);
    assert.equal(record?.source?.language, 'de');
  });

  it('refuses a program sent as a resume with the reason under the field, and keeps nothing of it', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await post(
      `${server.url}/mail/careers`,
      formData(validFields.careers, { name: 'cv.pdf', type: 'application/pdf', bytes: executable }),
    );
    assert.equal(res.status, 415);
    assert.ok(((await res.json()) as { errors: Record<string, string> }).errors.file);
    assert.deepEqual(await server.spooled(), [], 'no record, and no staged upload left');
  });
});
