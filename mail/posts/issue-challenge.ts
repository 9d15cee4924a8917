import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { MailFormName } from '../../src/forms/mail-forms.ts';

/**
 * PBKDF2 runs natively in the browser's crypto.subtle (the widget's pbkdf2
 * worker, no WASM), so one attempt costs the visitor what it costs a bot.
 */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';

/** PBKDF2 iterations per attempt: about 0.25 ms on one server core, a few times that on a phone. */
export const CHALLENGE_COST = 1000;

/**
 * The attempts a solver makes, drawn at random: about 50 ms of one server
 * core at most, well under a second on a phone's core even before the widget
 * spreads the attempts over its workers.
 */
export const CHALLENGE_ATTEMPTS = { min: 50, max: 250 } as const;

/** How long a challenge may be solved and posted: a visitor fills the form, then sends it. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** The second secret (the derived key's signature) comes from the one key, so operators keep one. */
export const keySignatureSecret = (key: string) =>
  createHmac('sha256', key).update('altcha key signature').digest('hex');

/**
 * A challenge for one form, in altcha's v2 format (what the widget 3.x
 * fetches from its challengeurl): signed with `key`, naming the form in its
 * signed data and expiring after CHALLENGE_TTL_MS. The server knows the
 * answer's key signature, so checking a solution costs one HMAC, never a
 * PBKDF2 run a flood could make it pay for.
 */
export function issueChallenge(form: MailFormName, key: string, now = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    counter: randomInt(CHALLENGE_ATTEMPTS.min, CHALLENGE_ATTEMPTS.max + 1),
    deriveKey,
    data: { form },
    expiresAt: Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000),
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySignatureSecret(key),
  });
}
