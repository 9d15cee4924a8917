// A resume that could hurt a recruiter is refused with a reason the applicant
// can act on, and nothing of it is kept; a safe one goes to every destination
// under one clean name whose extension is its real type. Real files built in
// the test, a real SMTP sink and a real webhook receiver on loopback.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { serverMessages } from '../../src/content/messages.ts';
import { until } from '../support/until.ts';
import { formData, pdf, post, startFormServer, validFields, type Attachment, type FormServer } from './form-post.ts';
import { compoundFile, deflatedZeros, docx, odt } from './office-files.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { solvedChallenge } from './solve-challenge.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const unsafe = serverMessages.unsafeFile;

let sink: SmtpSink;
let receiver: WebhookReceiver;
let server: FormServer;
before(async () => {
  sink = await startSmtpSink();
  receiver = await startWebhookReceiver(secret);
  server = await startFormServer({ SMTP_URL: sink.url, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret });
});
after(async () => {
  await server.close();
  await receiver.close();
  await sink.close();
});

/** Posts an application as a visitor's browser does, the form's challenge solved, so it may reach every destination. */
const apply = async (file: Attachment, headers: Record<string, string> = {}) => {
  const altcha = await solvedChallenge(server.url, 'careers');
  return post(`${server.url}/mail/careers`, formData({ ...validFields.careers, altcha }, file), headers);
};

/** Posts a resume that must be refused: its status and JSON, and proof that nothing was kept. */
async function refused(file: Attachment) {
  const before = await server.spooled();
  const res = await apply(file);
  const body = (await res.json()) as { message: string; errors: Record<string, string> };
  // An earlier post may still be leaving the spool meanwhile: what matters is that nothing new is kept.
  const kept = (await server.spooled()).filter((id) => !before.includes(id));
  assert.deepEqual(kept, [], 'nothing of a refused post is kept');
  return { status: res.status, ...body };
}

/** Posts a resume that must be accepted; the mail and the webhook it became. */
async function delivered(file: Attachment) {
  const res = await apply(file);
  assert.equal(res.status, 202, await res.clone().text());
  const { id } = (await res.json()) as { id: string };
  const mail = (await until(() => sink.received.find((m) => m.messageId?.includes(id)), `mail ${id}`))!;
  const hook = (await until(() => receiver.received.find((h) => h.headers['webhook-id'] === id), `webhook ${id}`))!;
  const attachment = (hook.payload as { data: { attachment: { filename: string; type: string } } }).data.attachment;
  return { mail: mail.attachments[0]!, hook: attachment };
}

describe('an archive that would hurt whoever opens it is refused', () => {
  it('a 2 MB .docx whose one entry unpacks to 2 GiB is refused as unsafe, naming the bound', async () => {
    const bomb = docx([], { name: 'word/document.xml', packed: deflatedZeros(2 * 1024 ** 3) });
    assert.ok(bomb.length < 2.1e6, `the bomb is ${bomb.length} bytes`);
    const answer = await refused({ name: 'cv.docx', bytes: bomb });
    assert.equal(answer.status, 422);
    assert.equal(answer.message, serverMessages.fileUnsafe);
    assert.equal(answer.errors.file, unsafe.bomb('Resume'));
  });

  it('an entry packed over 100 to 1 is refused even when the whole stays under 50 MB', async () => {
    const tight = docx([], { name: 'word/document.xml', packed: deflatedZeros(32 * 1024 ** 2) });
    const answer = await refused({ name: 'cv.docx', bytes: tight });
    assert.equal(answer.status, 422);
    assert.equal(answer.errors.file, unsafe.bomb('Resume'));
  });

  it('an archive whose directory understates what an entry unpacks to is caught while unpacking', async () => {
    const liar = docx([], {
      name: 'word/document.xml',
      packed: deflatedZeros(256 * 1024 ** 2),
      declaredSize: 8 * 1024 ** 2,
    });
    const answer = await refused({ name: 'cv.docx', bytes: liar });
    assert.equal(answer.status, 422);
    assert.equal(answer.errors.file, unsafe.bomb('Resume'));
  });

  it('a macro-enabled .docx (word/vbaProject.bin) is refused for its macros', async () => {
    const answer = await refused({
      name: 'cv.docx',
      bytes: docx([{ name: 'word/vbaProject.bin', content: compoundFile(['VBA']) }]),
    });
    assert.equal(answer.status, 422);
    assert.equal(answer.errors.file, unsafe.macros('Resume'));
  });

  it('an ODT with Basic macros is refused for its macros', async () => {
    const answer = await refused({
      name: 'cv.odt',
      bytes: odt([{ name: 'Basic/Standard/Module1.xml', content: Buffer.from('<script:module/>') }]),
    });
    assert.equal(answer.errors.file, unsafe.macros('Resume'));
  });

  it('a .docx carrying an .exe, an OLE object, or a program under an innocent name, is refused', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1000, 0x90)]);
    for (const name of ['word/embeddings/setup.exe', 'word/media/image1.png']) {
      const answer = await refused({ name: 'cv.docx', bytes: docx([{ name, content: program }]) });
      assert.equal(answer.status, 422, name);
      assert.equal(answer.errors.file, unsafe.program('Resume'), name);
    }
    const object = docx([{ name: 'word/embeddings/oleObject1.bin', content: compoundFile(['\u0001Ole10Native']) }]);
    const answer = await refused({ name: 'cv.docx', bytes: object });
    assert.equal(answer.errors.file, unsafe.program('Resume'), 'an embedded OLE object');
  });

  it('a plain post (no JavaScript) gets the refusal as a page naming the reason', async () => {
    const res = await apply(
      { name: 'cv.docx', bytes: docx([{ name: 'word/vbaProject.bin', content: Buffer.from('x') }]) },
      { accept: 'text/html' },
    );
    assert.equal(res.status, 422);
    const page = await res.text();
    assert.ok(page.includes(serverMessages.fileUnsafe), page);
    assert.ok(page.includes(unsafe.macros('Resume')), page);
  });
});

describe('a file that is not what it claims to be', () => {
  it('a PDF header followed by HTML and a script is refused', async () => {
    const polyglot = Buffer.from(
      '%PDF-1.4\n<html><body><script>fetch("https://evil.example")</script></body></html>\n',
    );
    const answer = await refused({ name: 'cv.pdf', bytes: polyglot });
    assert.equal(answer.status, 422);
    assert.equal(answer.errors.file, unsafe.markup('Resume'));
  });

  it('an OLE file that is no Word document (an installer) is refused as a type we do not take', async () => {
    const answer = await refused({ name: 'resume.pdf', bytes: compoundFile(['\u0005SummaryInformation']) });
    assert.equal(answer.status, 415);
  });

  it('a Word 97 file with macros is refused for them', async () => {
    const answer = await refused({ name: 'resume.doc', bytes: compoundFile(['WordDocument', 'Macros']) });
    assert.equal(answer.errors.file, unsafe.macros('Resume'));
  });
});

describe('a safe resume goes everywhere under one clean name of its real type', () => {
  it('a clean .docx and a clean .odt are accepted and mailed as they are', async () => {
    const word = docx();
    const { mail } = await delivered({ name: 'Zoë CV.docx', bytes: word });
    assert.equal(mail.filename, 'Zoë CV.docx');
    assert.ok(mail.content.equals(word));
    const { mail: open } = await delivered({ name: 'cv.odt', bytes: odt() });
    assert.equal(open.contentType, 'application/vnd.oasis.opendocument.text');
  });

  it('a Word 97 file named resume.pdf reaches the inbox and the webhook as resume.doc, application/msword', async () => {
    const { mail, hook } = await delivered({ name: 'resume.pdf', bytes: compoundFile(['WordDocument', '1Table']) });
    assert.equal(mail.filename, 'resume.doc');
    assert.equal(mail.contentType, 'application/msword');
    assert.deepEqual(hook, { filename: 'resume.doc', type: 'application/msword', size: mail.size });
  });

  it('an RTF named .docx is mailed as .rtf', async () => {
    const { mail, hook } = await delivered({ name: 'cv.docx', bytes: Buffer.from('{\\rtf1\\ansi Zoë}') });
    assert.equal(mail.filename, 'cv.rtf');
    assert.equal(hook.filename, 'cv.rtf');
  });

  it('a name with a right-to-left override is cleaned once: the mail and the webhook show the same name', async () => {
    const { mail, hook } = await delivered({ name: 'cv\u202Efdp.exe.pdf', bytes: pdf });
    assert.equal(mail.filename, 'cvfdp.exe.pdf');
    assert.equal(hook.filename, mail.filename);
  });
});
