// Verified posts for `npm run bench:mail`: what a visitor's browser sends once
// its widget solved the form's challenge. The benchmark sets the server's
// ALTCHA_HMAC_KEY, so it signs each challenge itself with the server's own
// parameters (mail/posts/issue-challenge.ts) and a counter it chose: the
// browser's proof of work, paid in advance, about 0.25 ms a post, so the
// clients can post at full intake. The server checks and spends each one as
// it would a browser's.
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CHALLENGE_ALGORITHM,
  CHALLENGE_COST,
  CHALLENGE_TTL_MS,
  keySignatureSecret,
} from '../mail/posts/issue-challenge.ts';

/** The key the benchmark's server is started with (ALTCHA_HMAC_KEY). */
export const BENCH_HMAC_KEY = 'bench-altcha-hmac-key-0123456789abcdef0123456789';

/** `count` solved payloads for `form`'s `altcha` field, each good once. */
export async function verifiedPayloads(form: string, count: number): Promise<string[]> {
  const payloads: string[] = [];
  for (let made = 0; made < count; made++) {
    const challenge = await createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost: CHALLENGE_COST,
      counter: 1,
      deriveKey,
      data: { form },
      expiresAt: Math.floor((Date.now() + CHALLENGE_TTL_MS) / 1000),
      hmacSignatureSecret: BENCH_HMAC_KEY,
      hmacKeySignatureSecret: keySignatureSecret(BENCH_HMAC_KEY),
    });
    // The counter it was made with is the first tried: one derivation, as the server's check.
    const solution = await solveChallenge({ challenge, deriveKey, counterStart: 1 });
    if (!solution) throw new Error('a bench challenge was not solved');
    const { parameters, signature } = challenge;
    payloads.push(Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64'));
  }
  return payloads;
}
