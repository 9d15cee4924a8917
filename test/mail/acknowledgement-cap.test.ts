// The acknowledgement cannot be used as a relay: a bot that solves every
// challenge and names 500 strangers from 50 addresses gets at most
// ACKNOWLEDGE_PER_MINUTE of them mailed, and one person is mailed once however
// their address is spelt. Every lead still reaches the company. The whole
// server on the spool, a real SMTP sink, posts from real loopback addresses.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it, type TestContext } from 'node:test';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_ALGORITHM, CHALLENGE_COST, keySignatureSecret } from '../../mail/posts/issue-challenge.ts';
import { until } from '../support/until.ts';
import { formData, startFormServer, validFields, type FormServer } from './form-post.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { postVerified, solvedPayload } from './solve-challenge.ts';
import { acknowledgementOutcomes } from './acknowledgement-outcomes.ts';

const TOKEN = 'test-metrics-token-0123456789abcdef';
const KEY = 'a-test-key-for-the-forms-challenges-0123456789';

async function setUp(t: TestContext, env: Record<string, string>) {
  const sink = await startSmtpSink();
  const server = await startFormServer({
    SMTP_URL: sink.url,
    MAIL_TO: 'inbox@veltrix.test',
    ACKNOWLEDGE_FORMS: 'enquiry',
    HEALTHZ_TOKEN: TOKEN,
    ALTCHA_HMAC_KEY: KEY,
    ...env,
  });
  t.after(async () => {
    await server.close();
    await sink.close();
  });
  return { sink, server };
}

const outcomes = (server: FormServer) => acknowledgementOutcomes(server, TOKEN);

/**
 * A solution as a bot that does the work would post: a challenge signed with
 * the server's key, solved at once (its answer is the first counter), so 500
 * of them cost the test nothing while the server checks each in full.
 */
async function botSolution(): Promise<string> {
  const challenge = await createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    counter: 0,
    deriveKey,
    data: { form: 'enquiry' },
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret: KEY,
    hmacKeySignatureSecret: keySignatureSecret(KEY),
  });
  return solvedPayload(challenge);
}

/** One urlencoded enquiry from the loopback address `from`; resolves with the status. */
function postFrom(url: string, from: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/mail/enquiry`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the acknowledgement is no relay', () => {
  it('500 strangers named from 50 addresses: at most ACKNOWLEDGE_PER_MINUTE mailed, every lead in the inbox', async (t) => {
    const perMinute = 5;
    const { sink, server } = await setUp(t, {
      ACKNOWLEDGE_PER_MINUTE: String(perMinute),
      MAIL_RATE_PER_MINUTE: '20',
      MAIL_MAX_INFLIGHT: '64',
    });
    const startMinute = Math.floor(Date.now() / 60_000);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, client) => {
        const from = `127.0.0.${client + 2}`;
        const answered: number[] = [];
        for (let i = 0; i < 10; i++) {
          const email = `victim${client * 10 + i}@example.com`;
          const body = new URLSearchParams({ ...validFields.enquiry, email, altcha: await botSolution() });
          answered.push(await postFrom(server.url, from, body.toString()));
        }
        return answered;
      }),
    );
    assert.deepEqual(new Set(statuses.flat()), new Set([202]), 'every post accepted: the rate limit is per address');
    const settled = await until(() => outcomes(server), 'every acknowledgement settled', {
      accept: (counted) => counted.sent! + counted.cap! === 500,
      timeoutMs: 120_000,
    });
    const minutes = Math.floor(Date.now() / 60_000) - startMinute + 1;
    const victims = sink.received.filter((mail) => /victim\d+@example\.com/.test(JSON.stringify(mail.to)));
    assert.equal(victims.length, settled.sent, 'what /metrics counts is what the strangers got');
    assert.ok(
      settled.sent! >= 1 && settled.sent! <= perMinute * minutes,
      `${settled.sent} sent in ${minutes} minute(s)`,
    );
    await until(() => sink.received.filter((mail) => JSON.stringify(mail.to).includes('inbox@veltrix.test')), 'leads', {
      accept: (leads) => leads.length === 500,
      timeoutMs: 120_000,
    });
  });

  it('victim+a@, victim+b@ and victim@ are one person: acknowledged once', async (t) => {
    const { sink, server } = await setUp(t, {});
    for (const email of ['victim+a@example.com', 'victim+b@example.com', 'Victim@Example.com'])
      assert.equal(
        (await postVerified(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, email }))).status,
        202,
      );
    await until(() => outcomes(server), 'three acknowledgements settled', {
      accept: (counted) => counted.sent === 1 && counted.within_hour === 2,
    });
    const acknowledged = sink.received.filter((mail) => /victim/i.test(JSON.stringify(mail.to)));
    assert.equal(acknowledged.length, 1);
  });
});
