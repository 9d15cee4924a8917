import { readFile, unlink } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Destination } from '../../delivery/destination.ts';
import type { AcceptedMail } from '../../delivery/lead-record.ts';
import { newMailId } from '../mail-id.ts';
import type { PgJobs } from './pg-jobs.ts';
import { transaction } from './pg-transaction.ts';

/** Attachments read into memory for an INSERT at once: each costs about three times its size until it commits. */
const FILE_INSERTS_AT_ONCE = 4;

/**
 * Takes accepted posts into PostgreSQL: the message, its file, and a
 * delivery row and a job for each destination that wants it, in one
 * transaction on the intake's own connections.
 */
export class PgIntake {
  readonly #pool: pg.Pool;
  readonly #jobs: PgJobs;
  readonly #destinations: readonly Destination[];
  readonly #log: Pick<FastifyBaseLogger, 'warn'>;
  #fileInserts = 0;
  readonly #fileInsertWaiters: (() => void)[] = [];

  /** Intake over pool (the intake's pool, apart from delivery's), queueing jobs through jobs. */
  constructor(pool: pg.Pool, jobs: PgJobs, destinations: readonly Destination[], log: Pick<FastifyBaseLogger, 'warn'>) {
    this.#pool = pool;
    this.#jobs = jobs;
    this.#destinations = destinations;
    this.#log = log;
  }

  /**
   * Stores the post and resolves with its id once it has committed. Takes
   * ownership of mail.file's staged file: deleted once stored, or refused.
   */
  async enqueue(mail: AcceptedMail, receivedAt = new Date()): Promise<string> {
    const { form, fields, source, file } = mail;
    const id = newMailId(receivedAt);
    const wanted = this.#destinations.filter((destination) => destination.wants(mail)).map(({ name }) => name);
    if (file) await this.#fileInsertSlot();
    try {
      const content = file && (await readFile(file.path));
      await transaction(this.#pool, async (client, db) => {
        await client.query(
          'INSERT INTO mail.message (id, received_at, form, fields, source) VALUES ($1, $2, $3, $4, $5)',
          [id, receivedAt, form, fields, source ?? null],
        );
        if (file) {
          await client.query(
            'INSERT INTO mail.attachment (mail_id, filename, content_type, content) VALUES ($1, $2, $3, $4)',
            [id, file.filename, file.contentType, content],
          );
        }
        await client.query('INSERT INTO mail.delivery (mail_id, destination) SELECT $1, unnest($2::text[])', [
          id,
          wanted,
        ]);
        await this.#jobs.insert(
          wanted.map((destination) => ({ id, destination })),
          db,
        );
      });
      return id;
    } finally {
      if (file) this.#releaseFileInsert();
      // Stored in PostgreSQL, or refused (the visitor is told to try again): the staged copy is no longer needed either way.
      if (file)
        await unlink(file.path).catch((error: unknown) =>
          this.#log.warn({ err: error, id }, `staged upload ${file.path} could not be deleted`),
        );
    }
  }

  /** Waits for one of FILE_INSERTS_AT_ONCE places, so memory stays bounded however many uploads finish together. */
  async #fileInsertSlot(): Promise<void> {
    while (this.#fileInserts >= FILE_INSERTS_AT_ONCE)
      await new Promise<void>((resolve) => this.#fileInsertWaiters.push(resolve));
    this.#fileInserts++;
  }

  #releaseFileInsert(): void {
    this.#fileInserts--;
    this.#fileInsertWaiters.shift()?.();
  }
}
