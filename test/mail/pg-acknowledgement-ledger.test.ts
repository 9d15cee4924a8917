// The PostgreSQL acknowledgement ledger against a real server: instances
// claiming one address at once, hashed addresses, the hour and the cap.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { PgAcknowledgementLedger } from '../../mail/queue/pg/pg-acknowledgement-ledger.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const HOUR = 60 * 60 * 1000;
const start = Date.parse('2026-11-24T10:00:00Z');
const at = (ms: number) => new Date(start + ms);

let server: TestPostgres;
const pools: pg.Pool[] = [];

/**
 * A pool for this file. pg-pool's end() resolves before its connections have
 * closed, so the server's stop in after() may still reach one, and the pool
 * reports that as an 'error': unheard, it would fail the file.
 */
function testPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined);
  pools.push(pool);
  return pool;
}
before(async () => {
  server = await startPostgres();
});
after(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await server?.stop();
});

/** A ledger with a pool of its own, as each server instance has. */
async function instance(capacity?: number): Promise<PgAcknowledgementLedger> {
  const pool = testPool(server.url, 4);
  const ledger = new PgAcknowledgementLedger(pool, capacity);
  await ledger.open();
  return ledger;
}

describe('the PostgreSQL acknowledgement ledger', () => {
  it('two instances opening at once both get the table', async () => {
    await Promise.all([instance(), instance(), instance()]);
    const [row] = await server.sql<{ name: string }>("SELECT to_regclass('mail.acknowledged')::text AS name");
    assert.equal(row?.name, 'mail.acknowledged');
  });

  it('a ledger nobody opened creates its table on the first claim', async () => {
    const admin = new pg.Client(server.url);
    await admin.connect();
    await admin.query('CREATE DATABASE unopened');
    await admin.end();
    const pool = testPool(server.url.replace(/\/postgres$/, '/unopened'), 2);
    const ledger = new PgAcknowledgementLedger(pool);
    assert.equal(await ledger.claim('first@example.com', 'f1', at(0)), true);
    assert.equal(await ledger.claim('first@example.com', 'f2', at(0)), false);
  });

  it('of two records claiming one address at once from two instances, exactly one wins', async () => {
    const [one, two] = await Promise.all([instance(), instance()]);
    for (let round = 0; round < 20; round++) {
      const address = `race${round}@example.com`;
      const wins = await Promise.all([
        one.claim(address, `a${round}`, at(0)),
        two.claim(address.toUpperCase(), `b${round}`, at(0)),
      ]);
      assert.equal(wins.filter(Boolean).length, 1, `round ${round}: ${wins.join(', ')}`);
    }
  });

  it('keeps only a SHA-256 of the address, and honours the hour and a retry of the same record', async () => {
    const ledger = await instance();
    assert.equal(await ledger.claim(' Grace@Example.com', 'g1', at(0)), true);
    const hash = createHash('sha256').update('grace@example.com').digest('hex');
    const rows = await server.sql(`SELECT * FROM mail.acknowledged WHERE record_id = 'g1'`);
    assert.deepEqual(
      rows.map((row) => row.address),
      [hash],
    );
    assert.ok(!JSON.stringify(await server.sql('SELECT * FROM mail.acknowledged')).includes('grace'), 'no address');
    assert.equal(await ledger.claim('grace@example.com', 'g2', at(HOUR - 1000)), false);
    assert.equal(await ledger.claim('grace@example.com', 'g1', at(2000)), true, 'the same record: a retry');
    assert.equal(await ledger.claim('grace@example.com', 'g2', at(2000 + HOUR)), true, 'an hour later');
  });

  it('deletes the rows an hour old as claims come', async () => {
    const ledger = await instance();
    await ledger.claim('old@example.com', 'o1', at(-3 * HOUR));
    await ledger.claim('new@example.com', 'n1', at(3 * HOUR));
    const old = createHash('sha256').update('old@example.com').digest('hex');
    assert.deepEqual(await server.sql(`SELECT 1 FROM mail.acknowledged WHERE address = '${old}'`), []);
  });

  it('past its capacity within the hour it refuses new addresses (fails closed)', async () => {
    await server.sql('TRUNCATE mail.acknowledged');
    const ledger = await instance(2);
    const later = at(10 * HOUR);
    assert.equal(await ledger.claim('c1@example.com', 'c1', later), true);
    assert.equal(await ledger.claim('c2@example.com', 'c2', later), true);
    assert.equal(await ledger.claim('c3@example.com', 'c3', later), false);
    assert.equal(await ledger.claim('c3@example.com', 'c3', new Date(later.getTime() + HOUR)), true);
  });
});
