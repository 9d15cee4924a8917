// The retention sweeper over the local spool, the in-memory acknowledgement
// ledger and the outbox on a real disk, with a fixed clock: what is older than
// the retention goes at start and then on every round, each sweep logged with
// its counts, and the operator warned when the settings break the site's word.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { retentionPolicy } from '../../mail/delivery/retention-policy.ts';
import { newMailId } from '../../mail/queue/mail-id.ts';
import { MemoryAcknowledgementLedger } from '../../mail/queue/memory-acknowledgement-ledger.ts';
import { RetentionSweeper, type RetentionSweeperOptions } from '../../mail/queue/retention-sweeper.ts';
import { SpoolQueue } from '../../mail/queue/spool/spool-queue.ts';
import { retentionDays } from '../../src/content/retention.ts';
import { until } from '../support/until.ts';
import { stagedFile } from './staged-file.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(now - days * DAY);

let dir: string;
let queue: SpoolQueue;
let outboxDir: string;
let lines: { level: string; message: string }[];
const sweepers: RetentionSweeper[] = [];
const log = {
  info: (_obj: object, message: string) => void lines.push({ level: 'info', message }),
  warn: (obj: object | string, message?: string) =>
    void lines.push({ level: 'warn', message: message ?? (typeof obj === 'string' ? obj : JSON.stringify(obj)) }),
  error: (_obj: object, message: string) => void lines.push({ level: 'error', message }),
} as unknown as RetentionSweeperOptions['log'];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'it-retention-'));
  outboxDir = path.join(dir, 'outbox');
  await mkdir(outboxDir);
  queue = new SpoolQueue(path.join(dir, 'spool'), { destinations: [], retryWindowMs: 48 * 60 * 60 * 1000, log });
  await queue.open();
  lines = [];
});
afterEach(async () => {
  await Promise.all(sweepers.splice(0).map((sweeper) => sweeper.stop()));
  await rm(dir, { recursive: true, force: true });
});

/** An application with a resume that the worker gave up on, received at receivedAt. */
async function givenUp(receivedAt: Date): Promise<string> {
  const { spool } = queue;
  const file = await stagedFile(spool.stagingDir, Buffer.from('%PDF-1.7 resume'));
  const id = await spool.enqueue({ form: 'careers', fields: { email: 'ada@example.com' }, file }, receivedAt, ['mail']);
  await spool.settle(id, { destination: 'mail', outcome: 'given-up', reason: 'refused', at: receivedAt.toISOString() });
  await spool.fail(id);
  return id;
}

function sweeper(options: Partial<RetentionSweeperOptions> = {}): RetentionSweeper {
  const sweeper = new RetentionSweeper({
    queue,
    ledger: new MemoryAcknowledgementLedger(),
    outboxDir,
    policy: retentionPolicy({ retentionDays: 30, retryHours: 48 }),
    now: () => new Date(now),
    log,
    ...options,
  });
  sweepers.push(sweeper);
  return sweeper;
}

describe('the retention sweeper', () => {
  it('at start deletes what is older than the retention from the spool, the ledger and the outbox, and logs the counts', async () => {
    const old = await givenUp(daysAgo(31));
    const young = await givenUp(daysAgo(2));
    const ledger = new MemoryAcknowledgementLedger();
    await ledger.claim('old@example.com', old, daysAgo(31));
    const oldMail = newMailId(daysAgo(31));
    const youngMail = newMailId(daysAgo(2));
    for (const name of [`${oldMail}.eml`, `${oldMail}.acknowledgement.eml`, `${youngMail}.eml`])
      await writeFile(path.join(outboxDir, name), 'From: web@example.com\n\nA lead');
    const sweeping = sweeper({ ledger });
    sweeping.start();
    await until(() => lines.some(({ message }) => message.startsWith('retention sweep')), 'the first sweep');
    assert.deepEqual(await queue.spool.list('failed'), [young]);
    assert.equal(ledger.size, 0, 'the old claim is forgotten');
    assert.deepEqual(await readdir(outboxDir), [`${youngMail}.eml`]);
    assert.deepEqual(lines, [
      {
        level: 'info',
        message:
          'retention sweep (30 days): deleted 1 given-up record, 1 resume, 1 acknowledgement claim, 2 outbox mails',
      },
    ]);
  });

  it('keeps an acknowledgement claim still within its hour', async () => {
    const ledger = new MemoryAcknowledgementLedger();
    await ledger.claim('recent@example.com', 'r1', new Date(now - 10 * 60 * 1000));
    const result = await sweeper({ ledger }).sweep();
    assert.equal(result?.deleted['acknowledgement claims'], 0);
    assert.equal(await ledger.claim('recent@example.com', 'r2', new Date(now)), false, 'it still holds the hour');
  });

  it('sweeps again every round, so a record is gone soon after its time is up', async () => {
    const sweeping = sweeper({ everyMs: 20 });
    sweeping.start();
    await until(() => lines.length > 0, 'the first sweep');
    await givenUp(daysAgo(40));
    // Rounds are 20 ms apart, so the record may already be gone when this looks; the log says a round took it.
    await until(() => lines.some(({ message }) => message.includes('deleted 1 given-up record')), 'a later sweep');
    assert.deepEqual(await queue.spool.list('failed'), []);
    await sweeping.stop();
  });

  it('says when old mail is still being delivered, and leaves it', async () => {
    const { spool } = queue;
    const id = await spool.enqueue({ form: 'enquiry', fields: { email: 'bo@example.com' } }, daysAgo(31), ['mail']);
    await sweeper().sweep();
    assert.deepEqual(await spool.list(), [id]);
    assert.match(lines.at(-1)?.message ?? '', /^1 message is older than 30 days and still being delivered; kept/);
  });

  it('warns at start when RETENTION_DAYS keeps data longer than the site says', async () => {
    const policy = retentionPolicy({ retentionDays: retentionDays + 335, retryHours: 48 });
    sweeper({ policy }).start();
    await until(() => lines.some(({ message }) => message.startsWith('retention sweep')), 'the first sweep');
    assert.equal(lines[0]?.level, 'warn');
    assert.match(lines[0]?.message ?? '', new RegExp(`longer than the ${retentionDays} days the privacy policy`));
  });

  it('logs a sweep that fails and sweeps again at the next round', async () => {
    let calls = 0;
    const flaky = {
      sweepExpired: async (before: Date) => {
        if (++calls === 1) throw new Error('disk unreadable');
        return queue.sweepExpired(before);
      },
    };
    const sweeping = sweeper({ queue: flaky, everyMs: 20 });
    sweeping.start();
    await until(() => lines.some(({ message }) => message.startsWith('retention sweep (')), 'a sweep that worked');
    assert.equal(lines[0]?.message, 'retention sweep failed; trying again at the next');
  });
});
