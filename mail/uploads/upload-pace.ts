import type { IncomingMessage } from 'node:http';

/**
 * The slowest a post's body may arrive and keep its slot: 10 KB/s (80 kbit/s,
 * below a poor 2G link, so a 5 MB resume still fits in about eight minutes),
 * averaged over 10 s, so a stall of a few seconds on a mobile link is
 * forgiven; judged only after 5 s, while a connection is still opening up.
 */
export const uploadPace = { minBytesPerSecond: 10 * 1024, windowMs: 10_000, graceMs: 5_000 } as const;

/** A pace as {@link watchUploadPace} takes it; tests shorten the times. */
export type UploadPace = { minBytesPerSecond: number; windowMs: number; graceMs: number };

/** Samples of the bytes read per window: one a tenth of the window. */
const SAMPLES = 10;

/** Whether `bytes` read in `ms` is below the pace. */
export function belowPace(bytes: number, ms: number, pace: UploadPace): boolean {
  return bytes < (pace.minBytesPerSecond * ms) / 1000;
}

/**
 * Watches a request's body as it arrives (the bytes its socket read, so the
 * stream is left alone) and calls `onSlow` each time the last window brought
 * less than the pace asks, until it returns true (it acted) or the body has
 * all arrived; what comes after, our own checks and storage, is not the
 * client's to hurry. Returns the function that stops watching.
 */
export function watchUploadPace(request: IncomingMessage, pace: UploadPace, onSlow: () => boolean): () => void {
  const read = () => request.socket?.bytesRead ?? 0;
  const samples: number[] = [];
  let interval: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(grace);
    clearInterval(interval);
  };
  const grace = setTimeout(() => {
    samples.push(read());
    interval = setInterval(() => {
      if (request.complete) return stop();
      samples.push(read());
      if (samples.length <= SAMPLES) return;
      if (belowPace(samples.at(-1)! - samples.shift()!, pace.windowMs, pace) && onSlow()) stop();
    }, pace.windowMs / SAMPLES).unref();
  }, pace.graceMs).unref();
  return stop;
}
