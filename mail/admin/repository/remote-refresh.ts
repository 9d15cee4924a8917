import { git, GitError, gitText } from './git-commands.ts';
import type { PushTarget } from './push-commit.ts';

/**
 * How long the working copy counts as current after a fetch. Someone else's
 * push (a developer's commit) shows in the list within this, while a person
 * going back and forth between the list and their pages costs the remote a
 * fetch a half-minute, not one a click.
 */
export const REFRESH_EVERY_MS = 30_000;

/** How long a fetch may take before the request goes on with the working copy as it is. */
export const FETCH_TIMEOUT_MS = 10_000;

/** A test's clock and limits; production keeps the defaults. */
export interface RemoteRefreshOptions {
  everyMs?: number;
  fetchTimeoutMs?: number;
  now?: () => number;
}

/** Where the refresh says what it did: the request's logger. */
export interface RefreshLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Keeps an oidc working copy up with its remote: fetches the target branch
 * and fast-forwards to it when the copy is behind and holds nothing
 * unpushed, at most once every {@link REFRESH_EVERY_MS}, one change at a
 * time with the saves (`exclusive`). A remote out of reach is logged, never
 * thrown: the pages are served as the working copy has them.
 */
export class RemoteRefresh {
  readonly #everyMs: number;
  readonly #fetchTimeoutMs: number;
  readonly #now: () => number;
  #due = -Infinity;
  #running: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    readonly target: PushTarget,
    readonly exclusive: (task: () => Promise<void>) => Promise<void>,
    { everyMs = REFRESH_EVERY_MS, fetchTimeoutMs = FETCH_TIMEOUT_MS, now = Date.now }: RemoteRefreshOptions = {},
  ) {
    this.#everyMs = everyMs;
    this.#fetchTimeoutMs = fetchTimeoutMs;
    this.#now = now;
  }

  /** Resolves once the copy is as current as it gets (at once within the interval); never rejects. */
  refresh(log: RefreshLog): Promise<void> {
    if (this.#running) return this.#running;
    if (this.#now() < this.#due) return Promise.resolve();
    this.#due = this.#now() + this.#everyMs;
    const { remote, branch } = this.target;
    this.#running = this.exclusive(() => this.#fastForward(log))
      .catch((error: unknown) =>
        log.warn({ err: error }, `the editor could not catch up with ${remote} ${branch}; it shows its working copy`),
      )
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  async #fastForward(log: RefreshLog): Promise<void> {
    const { remote, branch } = this.target;
    const tracking = `refs/remotes/${remote}/${branch}`;
    const fetch = ['fetch', '--quiet', '--no-tags', remote, `+refs/heads/${branch}:${tracking}`];
    await git(this.dir, fetch, { timeoutMs: this.#fetchTimeoutMs });
    const [ours, theirs] = await Promise.all([
      gitText(this.dir, ['rev-parse', 'HEAD']),
      gitText(this.dir, ['rev-parse', tracking]),
    ]);
    if (ours === theirs) return;
    if (!(await this.#isAncestor(ours, theirs))) {
      log.warn({ ours, theirs }, `the working copy has commits ${remote} ${branch} lacks; it stays as it is`);
      return;
    }
    // --keep: a file someone changed by hand and the remote changed too stops the move instead of being lost.
    await git(this.dir, ['reset', '--quiet', '--keep', theirs]);
    log.info({ from: ours, to: theirs }, `the working copy caught up with ${remote} ${branch}`);
  }

  /** Whether `commit` is in `descendant`'s history: then moving there loses nothing. */
  async #isAncestor(commit: string, descendant: string): Promise<boolean> {
    try {
      await git(this.dir, ['merge-base', '--is-ancestor', commit, descendant]);
      return true;
    } catch (error) {
      if (error instanceof GitError && error.exitCode === 1) return false;
      throw error;
    }
  }
}
