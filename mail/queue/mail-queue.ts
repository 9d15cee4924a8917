import type { AcceptedMail } from '../delivery/lead-record.ts';

/** What `GET /healthz` reports about a queue. */
export interface QueueHealth {
  /** Which queue: the local spool or PostgreSQL. */
  kind: 'spool' | 'postgres';
  /** Messages accepted and not yet delivered (nor given up on). */
  depth: number;
  /** Age in seconds of the oldest of those, or null when there are none. */
  oldestAgeSeconds: number | null;
  /** Messages given up on, kept for a person to look at. */
  failed: number;
  /** The last delivery attempt that failed, or null when none has since start. */
  lastError: { at: string; message: string } | null;
  /** Each destination's own figures, by name ('mail', 'webhook:crm', 'slack'). */
  destinations: Record<string, DestinationHealth>;
}

/** One destination's part of a queue's health. */
export interface DestinationHealth {
  /** Accepted messages this destination has still to deliver. */
  depth: number;
  /** Age in seconds of the oldest of those, or null when there are none. */
  oldestAgeSeconds: number | null;
  /** Messages given up on for this destination (kept for a person). */
  failed: number;
  /** Its last failed attempt since start, or null. */
  lastError: { at: string; message: string } | null;
  /** Deliveries this process made to it in the last minute: how fast it drains. */
  drainPerMinute: number;
}

/** What one retention sweep did: what it deleted, by kind, and what it had to keep. */
export interface RetentionSweep {
  /** How many of each kind were deleted ('given-up messages', 'resumes', …); kinds with none may be absent. */
  deleted: Record<string, number>;
  /** Messages received before the cut-off and still being delivered: retention never deletes those. */
  stillDelivering: number;
}

/**
 * A durable queue of accepted submissions and the worker that delivers them.
 * Two implementations: the local spool (one machine, the default) and
 * PostgreSQL (MAIL_QUEUE_URL, any number of instances).
 */
export interface MailQueue {
  /** Where the HTTP layer streams uploads as they arrive (on the queue's own disk, for the spool, so acceptance is a rename). */
  readonly stagingDir: string;
  /** Prepares storage (folders, schema); called once before the app listens. */
  open(): Promise<void>;
  /** Stores a submission durably and returns its id: once this resolves, it survives a crash. */
  enqueue(mail: AcceptedMail, receivedAt?: Date): Promise<string>;
  /** Starts delivering, beginning with whatever a previous run left. */
  start(): void;
  /** Asks for delivery now (after an enqueue); a hint, never required for correctness. */
  kick(): void;
  /** Stops after the message in flight and releases connections. */
  stop(): Promise<void>;
  health(): Promise<QueueHealth>;
  /** Deletes what was received before `before` and is no longer being delivered (given up, or left behind); safe to run from several instances at once. */
  sweepExpired(before: Date): Promise<RetentionSweep>;
}
