// transaction() when the database ends a connection the moment it is ready: a
// restart's "terminating connection due to administrator command" arriving in
// the same packet as the ReadyForQuery that finished the connection's startup.
// A real PostgreSQL does this only by chance (the outage test met it under
// load, and the server crashed); a peer that writes those bytes makes it
// happen every time. It speaks just enough of the wire protocol for that.
import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { lostConnection, transaction } from '../../mail/queue/pg/pg-transaction.ts';

/** One backend message: its type byte, its length (which counts itself), its body. */
function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
const readyForQuery = message('Z', Buffer.from('I'));
/** What a backend sends as it is terminated (pg_terminate_backend, a fast shutdown). */
const terminated = message(
  'E',
  Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0', 'latin1'),
);

let server: Server;
let port = 0;
const sockets = new Set<Socket>();

before(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // The startup message is the first thing a client sends: answer it, and end the backend in the same write.
    socket.once('data', () => socket.end(Buffer.concat([authenticationOk, readyForQuery, terminated])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
after(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a transaction whose new connection ends as it becomes ready', () => {
  it("rejects with the database's reason, and the process carries on", async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'mail', database: 'mail', max: 1 });
    const lostIdle: Error[] = [];
    // As the queue's pools do: an idle connection lost is logged, not fatal.
    pool.on('error', (error) => lostIdle.push(error));
    let ran = false;
    await assert.rejects(
      transaction(pool, async () => {
        ran = true;
      }),
      /terminating connection due to administrator command/,
    );
    assert.equal(ran, false, 'nothing ran on the dead connection');
    // The next transaction opens a new connection rather than reusing the dead one.
    await assert.rejects(
      transaction(pool, async () => {}),
      /terminating connection due to administrator command/,
    );
    assert.equal(pool.totalCount, 0, 'no dead connection kept in the pool');
    await pool.end();
  });
});

describe('an idle connection lost, as the log records it', () => {
  it('names the code and the reason, without the dead client pg-pool hangs on the error', () => {
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: { connection: { parsedStatements: {}, types: { text: {}, binary: {} } } },
    });
    const logged = lostConnection(error);
    assert.equal(logged.code, '57P01');
    assert.equal(logged.message, 'terminating connection due to administrator command');
    assert.ok(!JSON.stringify(logged).includes('parsedStatements'), JSON.stringify(logged));
  });
});
