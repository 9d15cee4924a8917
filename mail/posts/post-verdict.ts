import { serverMessages } from '../../src/content/messages.ts';
import type { MailFormName } from '../../src/forms/mail-forms.ts';
import type { LeadVerdict } from '../delivery/lead-verdict.ts';
import { spamReasons } from '../delivery/spam-check.ts';
import { FormError } from './form-error.ts';
import type { FormChallenges } from './form-challenges.ts';

const refusals = serverMessages.challenge;

/**
 * The verdict on a post that passed its form's checks. A solution that is
 * forged, for another form, expired or already used is refused (400) and
 * nothing is kept; no solution at all (JavaScript off, or a bot) is accepted
 * as unverified. A solved challenge is spent here, once the post will be
 * kept, so a post refused for a field error keeps it for the corrected one.
 */
export async function postVerdict(
  challenges: FormChallenges,
  form: MailFormName,
  solution: string | undefined,
  fields: Readonly<Record<string, string>>,
): Promise<LeadVerdict> {
  const check = await challenges.check(solution, form);
  if (check.verdict === 'expired') throw new FormError(400, refusals.expired);
  if (check.verdict === 'forged' || check.verdict === 'wrong_form') throw new FormError(400, refusals.forged);
  if (check.verdict === 'solved' && !(await challenges.spend(check.id, check.expiresAt)))
    throw new FormError(400, refusals.used);
  return { verified: check.verdict === 'solved', suspected: spamReasons(form, fields) };
}
