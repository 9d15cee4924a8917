// Every resume is scanned by a real clamd (Debian's clamav-daemon on loopback,
// loading only the EICAR signature this test writes) before it is accepted:
// an infected one is refused, and while clamd is down none is taken unscanned.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { serverMessages } from '../../src/content/messages.ts';
import { startClamd, type TestClamd } from '../support/clamd.ts';
import { until } from '../support/until.ts';
import { formData, pdf, post, startFormServer, validFields, type Attachment, type FormServer } from './form-post.ts';
import { eicar } from './office-files.ts';
import { solvedChallenge } from './solve-challenge.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

/** A PDF carrying the EICAR test string in an uncompressed stream, as a real infected attachment would carry its payload. */
const infectedPdf = Buffer.concat([
  Buffer.from(`%PDF-1.4\n1 0 obj<</Length ${eicar.length}>>stream\n`),
  eicar,
  Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
]);

let clamd: TestClamd;
let sink: SmtpSink;
let server: FormServer;
before(async () => {
  clamd = await startClamd('Eicar-Test-Signature', eicar);
  console.log(`clamd answered ${clamd.startMs} ms after it was started`);
  sink = await startSmtpSink();
  server = await startFormServer({ SMTP_URL: sink.url, CLAMAV_URL: clamd.url });
});
after(async () => {
  await server?.close();
  await sink?.close();
  await clamd?.close();
});

/** Posts an application with a solved challenge, as a visitor's browser does. */
async function apply(file: Attachment, headers: Record<string, string> = {}) {
  const altcha = await solvedChallenge(server.url, 'careers');
  return post(`${server.url}/mail/careers`, formData({ ...validFields.careers, altcha }, file), headers);
}

describe('resumes scanned by clamd before they are accepted', () => {
  it('a clean PDF is accepted and reaches the inbox', async () => {
    const res = await apply({ name: 'cv.pdf', bytes: pdf });
    assert.equal(res.status, 202, await res.clone().text());
    const { id } = (await res.json()) as { id: string };
    const mail = (await until(() => sink.received.find((m) => m.messageId?.includes(id)), `mail ${id}`))!;
    assert.ok(mail.attachments[0]!.content.equals(pdf));
  });

  it('a PDF carrying EICAR is refused with 422, saying the file looks unsafe, and nothing is kept', async () => {
    const kept = await server.spooled();
    const res = await apply({ name: 'cv.pdf', bytes: infectedPdf });
    assert.equal(res.status, 422);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    assert.equal(body.message, serverMessages.fileUnsafe);
    assert.equal(body.errors.file, serverMessages.unsafeFile.infected('Resume'));
    // An earlier post may still be leaving the spool meanwhile: what matters is that nothing new is kept.
    assert.deepEqual(
      (await server.spooled()).filter((id) => !kept.includes(id)),
      [],
    );
  });

  it('a plain post of the infected PDF gets the refusal page saying the file looks unsafe', async () => {
    const res = await apply({ name: 'cv.pdf', bytes: infectedPdf }, { accept: 'text/html' });
    assert.equal(res.status, 422);
    const page = await res.text();
    assert.ok(page.includes(serverMessages.fileUnsafe), page);
  });

  it('clamd reached over its Unix socket refuses the infected PDF the same way', async (t) => {
    const local = await startFormServer({ SMTP_URL: sink.url, CLAMAV_URL: clamd.socketUrl });
    t.after(() => local.close());
    const altcha = await solvedChallenge(local.url, 'careers');
    const res = await post(
      `${local.url}/mail/careers`,
      formData({ ...validFields.careers, altcha }, { name: 'cv.pdf', bytes: infectedPdf }),
    );
    assert.equal(res.status, 422);
    assert.equal(
      ((await res.json()) as { errors: Record<string, string> }).errors.file,
      serverMessages.unsafeFile.infected('Resume'),
    );
  });

  it('while clamd is stopped a resume gets 503 with Retry-After and is not kept unscanned', async () => {
    await clamd.stop();
    const kept = await server.spooled();
    const mailed = sink.received.length;
    const res = await apply({ name: 'cv.pdf', bytes: pdf });
    assert.equal(res.status, 503);
    assert.ok(Number(res.headers.get('retry-after')) > 0, 'Retry-After says when to try again');
    assert.equal(((await res.json()) as { message: string }).message, serverMessages.scanUnavailable);
    assert.deepEqual(
      (await server.spooled()).filter((id) => !kept.includes(id)),
      [],
      'nothing kept',
    );
    assert.equal(sink.received.length, mailed, 'nothing mailed');
  });
});
