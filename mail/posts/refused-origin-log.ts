/** How long an origin, once logged, stays quiet. */
const WINDOW_MS = 60 * 60 * 1000;

/** Origins remembered at once: an attacker can send endless distinct Origin headers. */
const MAX_ORIGINS = 1000;

/** Characters of an origin kept and logged: a real one is far shorter, a header may be kilobytes. */
const MAX_ORIGIN_CHARS = 200;

/** What a refused origin's line says; `warn` is the log's. */
export type WarnLog = (fields: Record<string, unknown>, message: string) => void;

/** Options of {@link RefusedOriginLog}; tests pass a clock of their own. */
export interface RefusedOriginLogOptions {
  now?: () => number;
  windowMs?: number;
  maxOrigins?: number;
}

/**
 * Logs the origins whose form posts were refused (not the site's, not in
 * PARTNER_ORIGINS), each at most once an hour: an operator sees which page
 * tried to embed a form, however often its visitors press send. At most
 * `maxOrigins` are remembered, and so logged, in an hour; past that, one
 * line says so, so neither memory nor the log grows with an attacker's
 * invented origins.
 */
export class RefusedOriginLog {
  /** Origin → when it was logged, oldest first (an origin logged again moves to the end). */
  private readonly logged = new Map<string, number>();
  private fullSince: number | undefined;
  private readonly now: () => number;
  private readonly windowMs: number;
  private readonly maxOrigins: number;

  constructor(
    private readonly warn: WarnLog,
    { now = Date.now, windowMs = WINDOW_MS, maxOrigins = MAX_ORIGINS }: RefusedOriginLogOptions = {},
  ) {
    this.now = now;
    this.windowMs = windowMs;
    this.maxOrigins = maxOrigins;
  }

  /** Tells of one refused post from `origin` to `form`; logged when this origin was not in the past hour. */
  refused(origin: string, form: string | undefined): void {
    const now = this.now();
    this.forgetBefore(now - this.windowMs);
    const key = origin.slice(0, MAX_ORIGIN_CHARS);
    if (this.logged.has(key)) return;
    if (this.logged.size >= this.maxOrigins) {
      if (this.fullSince !== undefined) return;
      this.fullSince = now;
      this.warn(
        { max: this.maxOrigins },
        `form posts refused from more than ${this.maxOrigins} origins within the hour; the rest are not logged one by one`,
      );
      return;
    }
    this.logged.set(key, now);
    this.warn(
      { origin: key, form },
      `form post refused: origin ${key} is not in PARTNER_ORIGINS (logged once an hour per origin)`,
    );
  }

  /** Origins remembered now, for tests: never more than `maxOrigins`. */
  get size(): number {
    return this.logged.size;
  }

  private forgetBefore(cutOff: number): void {
    for (const [origin, at] of this.logged) {
      if (at > cutOff) break;
      this.logged.delete(origin);
    }
    if (this.fullSince !== undefined && this.fullSince <= cutOff) this.fullSince = undefined;
  }
}
