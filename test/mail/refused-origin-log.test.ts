// A page whose origin the server does not trust is told so in words its widget
// recognises, and the operator reads which origin it was: once an hour per
// origin, however often its visitors press send, and never without bound.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it, type TestContext } from 'node:test';
import { buildApp } from '../../mail/app.ts';
import { loadConfig } from '../../mail/config.ts';
import { RefusedOriginLog } from '../../mail/posts/refused-origin-log.ts';
import { messages } from '../../src/content/messages.ts';
import { site } from '../../src/content/site.ts';
import { refusalCodes } from '../../src/forms/refusal-codes.ts';
import { fixtureDist } from './fixture-dist.ts';

const HOUR = 60 * 60 * 1000;

/** A log on a clock the test moves, and the lines it wrote. */
function clockedLog(maxOrigins?: number) {
  let now = Date.parse('2026-11-27T20:00:00Z');
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const log = new RefusedOriginLog((fields, message) => lines.push({ fields, message }), {
    now: () => now,
    ...(maxOrigins && { maxOrigins }),
  });
  return { log, lines, advance: (ms: number) => void (now += ms) };
}

describe('the refused origins in the log', () => {
  it('names an origin once an hour however often it posts, and each other origin once too', () => {
    const { log, lines, advance } = clockedLog();
    for (let i = 0; i < 50; i++) log.refused('https://stranger.example', 'enquiry');
    log.refused('https://other.example', 'contact');
    advance(HOUR - 1000);
    log.refused('https://stranger.example', 'enquiry');
    assert.deepEqual(
      lines.map(({ fields }) => fields),
      [
        { origin: 'https://stranger.example', form: 'enquiry' },
        { origin: 'https://other.example', form: 'contact' },
      ],
    );
    assert.match(lines[0]!.message, /https:\/\/stranger\.example is not in PARTNER_ORIGINS/);
    advance(1000);
    log.refused('https://stranger.example', 'enquiry');
    assert.equal(lines.length, 3, 'an hour after its line, the origin is named again');
  });

  it('remembers at most its limit of origins, and past it writes one line an hour, not one per invented origin', () => {
    const { log, lines, advance } = clockedLog(3);
    for (let i = 0; i < 1000; i++) log.refused(`https://x${i}.example`, 'enquiry');
    assert.equal(log.size, 3);
    assert.equal(lines.length, 4, lines.map(({ message }) => message).join('\n'));
    assert.match(lines[3]!.message, /more than 3 origins within the hour/);
    advance(HOUR);
    log.refused('https://stranger.example', 'enquiry');
    assert.equal(log.size, 1, 'the hour past, the old origins are forgotten');
    assert.deepEqual(lines.at(-1)!.fields, { origin: 'https://stranger.example', form: 'enquiry' });
  });

  it('keeps and logs at most 200 characters of an origin a header made long', () => {
    const { log, lines } = clockedLog();
    log.refused(`https://${'a'.repeat(10_000)}.example`, 'enquiry');
    assert.equal(String(lines[0]!.fields.origin).length, 200);
  });
});

/** The app with its log captured, trusting one partner. */
async function loggedApp(t: TestContext) {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  const lines: { level: number; msg: string; origin?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
      done();
    },
  });
  const config = loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir, PARTNER_ORIGINS: 'https://partner.example' });
  const app = buildApp(config, { logger: { level: 'info', stream } });
  await app.ready();
  t.after(async () => (await app.close(), await cleanup()));
  return { app, lines };
}

const post = (origin: string) => ({
  method: 'POST' as const,
  url: '/mail/enquiry',
  headers: { origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  payload: 'name=Ada',
});

describe('a post from an origin the server does not trust', () => {
  it('gets 403 with the code origin_refused and the company address, readable by the page that sent it', async (t) => {
    const { app } = await loggedApp(t);
    const res = await app.inject(post('https://stranger.example'));
    assert.equal(res.statusCode, 403);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    const body = res.json<{ code: string; message: string }>();
    assert.equal(body.code, refusalCodes.originRefused);
    assert.equal(body.message, messages.form.originRefused);
    assert.ok(body.message.includes(site.email), body.message);
  });

  it("passes the preflight of a post with upload progress, so that post's refusal is read, not a network error", async (t) => {
    const { app } = await loggedApp(t);
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/mail/careers',
      headers: { origin: 'https://stranger.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(res.statusCode, 204);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.match(String(res.headers['access-control-allow-methods']), /POST/);
  });

  it("a partner's post is answered to the partner alone, as before", async (t) => {
    const { app } = await loggedApp(t);
    const res = await app.inject(post('https://partner.example'));
    assert.equal(res.statusCode, 400, 'refused for its fields, not its origin');
    assert.equal(res.headers['access-control-allow-origin'], 'https://partner.example');
    assert.equal(res.json<{ code?: string }>().code, undefined);
  });

  it('is logged with its origin and form once, however often that origin posts', async (t) => {
    const { app, lines } = await loggedApp(t);
    for (let i = 0; i < 5; i++) await app.inject(post('https://stranger.example'));
    await app.inject(post('https://other.example'));
    const named = lines.filter((line) => line.origin !== undefined);
    assert.deepEqual(
      named.map(({ origin }) => origin),
      ['https://stranger.example', 'https://other.example'],
    );
    assert.ok(named.every((line) => line.level === 40 && line.msg.includes('PARTNER_ORIGINS')));
  });
});
