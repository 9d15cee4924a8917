import { verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { MailFormName } from '../../src/forms/mail-forms.ts';
import { CHALLENGE_ALGORITHM, keySignatureSecret } from './issue-challenge.ts';

/** The post's field that carries the widget's solution (the widget's default name). */
export const CHALLENGE_FIELD = 'altcha';

/**
 * What a post's solution came to. `absent`: none was sent (JavaScript off, or
 * a bot that never ran the page); the rest are refusals. `solved` carries what
 * identifies the challenge, to spend it once the post is otherwise accepted.
 */
export type ChallengeCheck =
  { verdict: 'solved'; id: string; expiresAt: Date } | { verdict: 'absent' | 'forged' | 'wrong_form' | 'expired' };

/** The widget's payload: base64 of JSON {challenge: {parameters, signature}, solution}. */
function parsePayload(value: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    const { challenge, solution } = (payload ?? {}) as { challenge?: Challenge; solution?: Solution };
    const parameters = challenge?.parameters;
    if (typeof parameters !== 'object' || parameters === null || typeof challenge?.signature !== 'string')
      return undefined;
    if (typeof solution !== 'object' || solution === null) return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * Checks a post's solution against `key` without spending it: signed by us,
 * for this form, not expired, and solved. Spending is apart (SpentChallenges),
 * so a post refused for a field error keeps its solution for the corrected one.
 */
export async function verifyChallenge(
  value: string | undefined,
  form: MailFormName,
  key: string,
): Promise<ChallengeCheck> {
  if (!value) return { verdict: 'absent' };
  const parsed = parsePayload(value);
  // Only our own algorithm: the key signature path never runs another's KDF, but the signature alone must not decide it.
  if (!parsed || parsed.challenge.parameters.algorithm !== CHALLENGE_ALGORITHM) return { verdict: 'forged' };
  const result = await verifySolution({
    ...parsed,
    deriveKey,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySignatureSecret(key),
  }).catch(() => undefined);
  if (result?.expired) return { verdict: 'expired' };
  const { parameters, signature } = parsed.challenge;
  // An unsigned expiry would be no expiry: a signed challenge always carries one.
  if (!result?.verified || !parameters.expiresAt) return { verdict: 'forged' };
  if (parameters.data?.form !== form) return { verdict: 'wrong_form' };
  return { verdict: 'solved', id: signature!, expiresAt: new Date(parameters.expiresAt * 1000) };
}
