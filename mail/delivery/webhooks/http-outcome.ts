/** What one HTTP delivery attempt came to, as the retry rules need to know it. */
export type HttpOutcome =
  | { delivered: true; status: number }
  | {
      delivered: false;
      /** 'permanent': the receiver refused this for good; 'transient': try again later. */
      failure: 'permanent' | 'transient';
      /** How long the receiver asked us to wait (Retry-After), when it said. */
      retryAfterMs?: number;
      /** One line for the log and /healthz: status and reason, never the payload. */
      message: string;
    };

/** Longest wait a Retry-After may impose: a receiver cannot park a lead for days. */
const RETRY_AFTER_MAX_MS = 60 * 60 * 1000;

/** A Retry-After header (seconds or an HTTP date) in milliseconds from `now`, or undefined. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), RETRY_AFTER_MAX_MS) : undefined;
}

/**
 * Classifies a receiver's answer. 2xx is delivered. 408 (timeout), 429 (slow
 * down) and 5xx are the receiver's passing trouble and are retried, honouring
 * Retry-After. Any other 4xx (400, 401, 404, 410, ...) says this request will
 * never be accepted, so it is given up at once. A 3xx is retried, not
 * followed: a signed lead is never forwarded to an address nobody configured,
 * and the operator can fix the URL within the retry window.
 */
export function httpOutcome(status: number, headers: Headers, now = Date.now()): HttpOutcome {
  if (status >= 200 && status < 300) return { delivered: true, status };
  const message = `HTTP ${status}`;
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  if (permanent) return { delivered: false, failure: 'permanent', message };
  const wait = status === 429 || status === 503 ? retryAfterMs(headers.get('retry-after'), now) : undefined;
  return { delivered: false, failure: 'transient', message, ...(wait !== undefined && { retryAfterMs: wait }) };
}

/** A network error or timeout: always worth another try. */
export function networkOutcome(error: unknown): HttpOutcome {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  const name = (error as Error).name === 'TimeoutError' ? 'timed out' : ((error as Error).message ?? String(error));
  return { delivered: false, failure: 'transient', message: cause ? `${name} (${cause})` : name };
}
