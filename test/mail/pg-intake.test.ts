// PgIntake against a real PostgreSQL: what a post leaves in the database, and
// what it leaves on disk, whether the database takes it or not.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { webhookDestination } from '../../mail/delivery/webhooks/http-destination.ts';
import { pdf } from './form-post.ts';
import { openParts, startCluster, takesAll, type PgCluster } from './pg-parts.ts';
import { stagedFile } from './staged-file.ts';

let cluster: PgCluster;
before(async () => {
  cluster = await startCluster('intake');
});
after(() => cluster?.server.stop());

const careersOnly = webhookDestination('crm', { url: 'http://127.0.0.1:9/', secret: 'whsec_x', forms: ['careers'] });

describe('PgIntake', () => {
  it('queues a delivery and a due job for each destination that wants the post, and none for one that does not', async (t) => {
    const parts = await openParts(t, await cluster.freshDatabase(), [takesAll('mail'), careersOnly]);
    const id = await parts.intake.enqueue({ form: 'contact', fields: { name: 'Ada' } });
    const rows = await parts.query<{ destination: string }>(
      'SELECT destination FROM mail.delivery WHERE mail_id = $1',
      [id],
    );
    assert.deepEqual(
      rows.map((row) => row.destination),
      ['mail'],
    );
    assert.equal((await parts.jobs.take('mail'))?.job.data.id, id, 'the company mail has its job at once');
    assert.equal(await parts.jobs.take('webhook:crm'), undefined, 'the careers-only webhook has none');
  });

  it('stores a resume byte for byte and deletes its staged copy', async (t) => {
    const parts = await openParts(t, await cluster.freshDatabase(), [takesAll('mail')]);
    const file = await stagedFile(parts.stagingDir, pdf);
    const id = await parts.intake.enqueue({ form: 'careers', fields: { name: 'Ada' }, file });
    const [row] = await parts.query<{ filename: string; content: Buffer }>(
      'SELECT filename, content FROM mail.attachment WHERE mail_id = $1',
      [id],
    );
    assert.equal(row?.filename, 'cv.pdf');
    assert.ok(row.content.equals(pdf));
    assert.equal(existsSync(file.path), false, 'nothing left in the staging folder');
  });

  it('refuses a post while the database takes no connections, and leaves no staged upload behind', async (t) => {
    const url = await cluster.freshDatabase();
    const parts = await openParts(t, url, [takesAll('mail')]);
    const database = new URL(url).pathname.slice(1);
    await cluster.admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
    await cluster.admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`);
    t.after(() => cluster.admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`));
    const file = await stagedFile(parts.stagingDir, pdf);
    await assert.rejects(parts.intake.enqueue({ form: 'careers', fields: { name: 'Ada' }, file }));
    assert.equal(existsSync(file.path), false, 'the visitor is told to try again; the disk keeps nothing');
  });
});
