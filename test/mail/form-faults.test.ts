// Faults: an SMTP outage delays mail and never loses it; a server killed with
// SIGKILL delivers everything it accepted after a restart; no id twice.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fixtureDist } from './fixture-dist.ts';
import { formData, pdf, post, startFormServer, validFields } from './form-post.ts';
import { startSmtpSink, until, type SmtpSink } from './smtp-sink.ts';

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Ids of the received mail, from their Message-IDs. */
const receivedIds = (sink: SmtpSink) => sink.received.map((mail) => /<([^@]+)@/.exec(mail.messageId ?? '')?.[1]);

/** Posts one of each form; returns the accepted ids. */
async function postEachForm(url: string): Promise<string[]> {
  const bodies = {
    enquiry: formData(validFields.enquiry),
    careers: formData(validFields.careers, { name: 'cv.pdf', bytes: pdf }),
    contact: formData(validFields.contact),
    comment: formData(validFields.comment),
  };
  const ids: string[] = [];
  for (const [form, body] of Object.entries(bodies)) {
    const res = await post(`${url}/mail/${form}`, body);
    assert.equal(res.status, 202, `${form}: ${await res.clone().text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** mail/server.ts as a child process, as `npm run serve` runs it. */
function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mail/server.ts'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = until(() => /serving .* at (http:\/\/\S+?)"/.test(output), 'the server to listen', 20_000).then(
    () => /serving .* at (http:\/\/\S+?)"/.exec(output)![1]!,
  );
  return { child, url, output: () => output };
}

describe('nothing accepted is ever lost', () => {
  it('with the SMTP server down, posts are accepted and delivered once it is back, each once', async (t) => {
    const port = await freePort();
    const server = await startFormServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RATE_PER_MINUTE: '100' });
    t.after(() => server.close());
    const ids = await postEachForm(server.url);
    assert.equal((await server.app.inject('/healthz').then((res) => res.json() as { queue: { depth: number } })).queue.depth, 4, 'all four wait in the spool');

    const sink = await startSmtpSink({ port });
    t.after(() => sink.close());
    // The worker retries on its own backoff (5 s, then doubling); no kick from the test.
    await until(() => sink.received.length >= 4, 'the four messages after the relay came back', 40_000);
    await until(async () => (await readdir(path.join(server.dataDir, 'spool', 'new'))).length === 0, 'the spool to empty');
    assert.deepEqual(receivedIds(sink).sort(), [...ids].sort());
  });

  it('a server killed with SIGKILL delivers every accepted post after a restart, none twice', async (t) => {
    const { distDir, dataDir, cleanup } = await fixtureDist();
    t.after(cleanup);
    const port = await freePort();
    const env = { PORT: '0', DIST_DIR: distDir, DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RATE_PER_MINUTE: '100' };

    const first = spawnServer(env);
    t.after(() => first.child.kill('SIGKILL'));
    const ids = [...(await postEachForm(await first.url)), ...(await postEachForm(await first.url))];
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');

    const sink = await startSmtpSink({ port });
    t.after(() => sink.close());
    const second = spawnServer(env);
    t.after(() => second.child.kill('SIGKILL'));
    await second.url;
    await until(() => sink.received.length >= ids.length, `all ${ids.length} messages after the restart:\n${second.output()}`, 30_000);
    await until(async () => (await readdir(path.join(dataDir, 'spool', 'new'))).length === 0, 'the spool to empty');
    assert.deepEqual(receivedIds(sink).sort(), [...ids].sort(), 'each accepted id exactly once');
    const careers = sink.received.filter((mail) => mail.subject?.startsWith('Careers'));
    assert.equal(careers.length, 2);
    for (const mail of careers) assert.ok(mail.attachments[0]?.content.equals(pdf), 'the resume survived the crash');
  });
});
