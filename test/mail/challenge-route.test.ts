// GET /mail/challenge: what the altcha widget fetches, solved here as the widget solves it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FormChallenges } from '../../mail/posts/form-challenges.ts';
import { SpoolChallengeStore } from '../../mail/queue/spool/spool-challenge-store.ts';
import { startFormServer, type FormServer } from './form-post.ts';
import { fetchChallenge, solvedPayload } from './solve-challenge.ts';

const partner = 'https://partner.example';
let server: FormServer;
before(async () => {
  server = await startFormServer({ PARTNER_ORIGINS: partner });
});
after(async () => {
  await server.close();
});

describe('GET /mail/challenge', () => {
  it('answers a fresh, uncached challenge in the widget’s format, naming the form and expiring in minutes', async () => {
    const res = await fetch(`${server.url}/mail/challenge?form=enquiry`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    const challenge = (await res.json()) as { parameters: Record<string, unknown>; signature: string };
    const { parameters } = challenge;
    assert.equal(parameters.algorithm, 'PBKDF2/SHA-256');
    for (const key of ['nonce', 'salt', 'keyPrefix']) assert.match(String(parameters[key]), /^[0-9a-f]+$/, key);
    assert.deepEqual(parameters.data, { form: 'enquiry' });
    const minutes = (Number(parameters.expiresAt) * 1000 - Date.now()) / 60_000;
    assert.ok(minutes > 5 && minutes <= 10, `expires in ${minutes} minutes`);
    assert.match(challenge.signature, /^[0-9a-f]{64}$/);
    const second = (await (await fetch(`${server.url}/mail/challenge?form=enquiry`)).json()) as typeof challenge;
    assert.notEqual(second.parameters.nonce, parameters.nonce, 'each request gets its own challenge');
  });

  it('is solved as the widget solves it, and the server verifies the solution for that form only', async () => {
    const challenges = new FormChallenges(new SpoolChallengeStore(server.dataDir));
    const solved = await solvedPayload(await fetchChallenge(server.url, 'careers'));
    assert.equal((await challenges.check(solved, 'careers')).verdict, 'solved');
    assert.equal((await challenges.check(solved, 'contact')).verdict, 'wrong_form');
  });

  it('lets a partner page fetch it, and no other site', async () => {
    const ok = await fetch(`${server.url}/mail/challenge?form=contact`, { headers: { origin: partner } });
    assert.equal(ok.headers.get('access-control-allow-origin'), partner);
    const other = await fetch(`${server.url}/mail/challenge?form=contact`, {
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });

  it('refuses a form it does not know with 400', async () => {
    for (const query of ['?form=newsletter', '?form=__proto__', ''])
      assert.equal((await fetch(`${server.url}/mail/challenge${query}`)).status, 400, query);
  });
});
