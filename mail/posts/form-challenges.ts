import type { Challenge } from 'altcha-lib';
import type { MailFormName } from '../../src/forms/mail-forms.ts';
import type { ChallengeStore } from '../queue/challenge-store.ts';
import { issueChallenge } from './issue-challenge.ts';
import { verifyChallenge, type ChallengeCheck } from './verify-challenge.ts';

/**
 * The forms' proof-of-work challenges: issued by GET /mail/challenge, checked
 * on each post, each solution spent once across every instance sharing the
 * store. The key is ALTCHA_HMAC_KEY when set, else the store's own.
 */
export class FormChallenges {
  readonly #store: ChallengeStore;
  readonly #configuredKey: string | undefined;
  #key: Promise<string> | undefined;

  constructor(store: ChallengeStore, configuredKey?: string) {
    this.#store = store;
    this.#configuredKey = configuredKey;
  }

  /** Loads (or makes) the key once; a failure (the database away) is tried again on the next call. */
  key(): Promise<string> {
    if (this.#configuredKey) return Promise.resolve(this.#configuredKey);
    return (this.#key ??= this.#store.key().catch((error: unknown) => {
      this.#key = undefined;
      throw error;
    }));
  }

  /** A new challenge for `form`. */
  async issue(form: MailFormName, now = new Date()): Promise<Challenge> {
    return issueChallenge(form, await this.key(), now);
  }

  /** What the post's solution (the `altcha` field) comes to, without spending it. */
  async check(value: string | undefined, form: MailFormName): Promise<ChallengeCheck> {
    if (!value) return { verdict: 'absent' };
    return verifyChallenge(value, form, await this.key());
  }

  /** Spends a solved challenge: true the first time, false when any instance already did. */
  spend(id: string, expiresAt: Date, now = new Date()): Promise<boolean> {
    return this.#store.spend(id, expiresAt, now);
  }

  /** Closes the store's connections. */
  async close(): Promise<void> {
    await this.#store.close?.();
  }
}
