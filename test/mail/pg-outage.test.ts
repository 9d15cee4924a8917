// The PostgreSQL queue while its database goes away, as a managed database's
// failover or maintenance does it: two server instances (the compiled server,
// each its own process) on one real PostgreSQL, clients posting while the
// database is restarted twice and its connections are killed ten times. And a
// boot against a port that accepts TCP but never answers.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { until } from '../support/until.ts';
import { fixtureDist } from './fixture-dist.ts';
import { formData, post, validFields } from './form-post.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';
import { startSmtpSink } from './smtp-sink.ts';

const CLIENTS = 8;
/** Posting lasts at most this long, and at most MAX_POSTS posts in all: bounded whatever the machine's speed. */
const POSTING_MS = 25_000;
const MAX_POSTS = 600;
/** Each client's pause between posts: about 16 posts a second in all, near what two instances deliver on a shared 2-core machine, so the backlog left when posting stops is short. */
const PAUSE_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the clients saw: each post's token and status, or the network error that ended it. */
interface Answer {
  token: string;
  status?: number;
  error?: string;
}

let postgres: TestPostgres | undefined;
before(async () => {
  postgres = await startPostgres();
});
after(() => postgres?.stop());

/** An instance over its own data dir (a container's disk), killed after the test. */
async function startInstance(env: Record<string, string>): Promise<ServerProcess & { cleanup(): Promise<void> }> {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  const server = spawnServer({ PORT: '0', DIST_DIR: distDir, DATA_DIR: dataDir, ...env });
  return {
    ...server,
    async cleanup() {
      server.child.kill('SIGKILL');
      await cleanup();
    },
  };
}

/** Posts enquiries, each with its own token, alternating between the instances, until the time or the count is up. */
async function postUntil(urls: string[], stopAt: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < stopAt && next < MAX_POSTS) {
        const n = next++;
        const token = `outage-token-${n}`;
        const fields = { ...validFields.enquiry, message: `Post ${token} while the database comes and goes.` };
        try {
          const res = await post(`${urls[n % urls.length]}/mail/enquiry`, formData(fields));
          const answer: Answer = { token, status: res.status };
          if (res.status === 503) assert.ok(Number(res.headers.get('retry-after')) > 0, '503 carries Retry-After');
          await res.arrayBuffer();
          answers.push(answer);
        } catch (error) {
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          answers.push({ token, error: cause?.code ?? cause?.message ?? (error as Error).message });
        }
        await sleep(PAUSE_MS);
      }
    }),
  );
  return answers;
}

/** Ends every connection to the database but this one's, as pg_terminate_backend does for an operator; returns how many. */
async function killConnections(database: string): Promise<number> {
  const rows = await postgres!.sql<{ killed: boolean }>(
    `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = '${database}'`,
  );
  return rows.filter((row) => row.killed).length;
}

describe('the PostgreSQL queue while the database goes away', () => {
  it('two instances keep running through two restarts and ten killed connections: every answer 202 or 503, every 202 delivered', async (t) => {
    const database = 'outage';
    await postgres!.sql(`CREATE DATABASE ${database}`);
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const env = {
      SMTP_URL: sink.url,
      MAIL_QUEUE_URL: postgres!.url.replace(/\/postgres$/, `/${database}`),
      MAIL_RATE_PER_MINUTE: '100000',
      MAIL_REFUSED_PER_MINUTE: '100000',
    };
    const instances = [await startInstance(env), await startInstance(env)];
    t.after(() => Promise.all(instances.map((instance) => instance.cleanup())));
    const urls = await Promise.all(instances.map((instance) => instance.url));

    const stopAt = Date.now() + POSTING_MS;
    const posting = postUntil(urls, stopAt);
    let killed = 0;
    let restarts = 0;
    let lastReturn = 0;
    const kills = Array.from({ length: 5 }, () => 'kill' as const);
    for (const step of ['restart' as const, ...kills, 'restart' as const, ...kills]) {
      await sleep(1_500);
      if (step === 'restart') {
        await postgres!.restart();
        restarts++;
      } else killed += await killConnections(database);
      lastReturn = Date.now();
    }
    const answers = await posting;
    assert.equal(restarts, 2);
    assert.ok(killed > 0, 'the killing reached some of the instances’ connections');

    for (const [n, instance] of instances.entries()) {
      // Why it closed (a crash's error and stack, or a signal) is logged long
      // before its last lines, which fill with the close itself.
      const closing = instance
        .output()
        .split('\n')
        .filter((line) => /"msg":"(crashed|\w+ received), closing"/.test(line))
        .map((line) => line.slice(0, 4000));
      assert.ok(
        instance.child.exitCode === null && instance.child.signalCode === null,
        `instance ${n + 1} is still running; it closed for:\n${closing.join('\n')}\nits last lines:\n${instance.output().slice(-3000)}`,
      );
    }
    const failures = answers.filter((answer) => answer.error !== undefined);
    assert.deepEqual(failures.slice(0, 5), [], `no refused or reset connection (${failures.length} in all)`);
    const statuses = new Set(answers.map((answer) => answer.status));
    assert.deepEqual(
      [...statuses].filter((status) => status !== 202 && status !== 503),
      [],
      'only 202 or 503',
    );
    const accepted = answers.filter((answer) => answer.status === 202).map((answer) => answer.token);
    const refused = answers.filter((answer) => answer.status === 503).map((answer) => answer.token);
    // Whether a post lands in a restart's window (a fraction of a second) is timing: the outage itself is
    // asserted above (two restarts, connections killed); each 503 it caused carried Retry-After (postUntil).
    assert.ok(accepted.length > 0, 'posts accepted around the outage');

    const tokenOf = (text: string | undefined) => /outage-token-\d+/.exec(text ?? '')?.[0];
    const delivered = () => new Set(sink.received.map((mail) => tokenOf(mail.text)));
    // Mail held by a worker whose connection died is finished when the database is back, not after its lease (5 min).
    await until(
      () => accepted.filter((token) => !delivered().has(token)),
      `every accepted post delivered within a minute of the database's return`,
      { timeoutMs: 60_000 - (Date.now() - lastReturn), accept: (missing) => missing.length === 0 },
    );
    const drainedAfter = Math.round((Date.now() - lastReturn) / 1000);
    const messageIds = new Map<string, Set<string>>();
    for (const mail of sink.received) {
      const token = tokenOf(mail.text)!;
      messageIds.set(token, (messageIds.get(token) ?? new Set()).add(mail.messageId ?? ''));
    }
    const twice = [...messageIds].filter(([, ids]) => ids.size > 1);
    assert.deepEqual(twice, [], 'a post sent twice is sent under the same Message-ID');
    const refusedButSent = refused.filter((token) => delivered().has(token));
    t.diagnostic(
      `${answers.length} posts: ${accepted.length} accepted (202), ${refused.length} refused (503), ` +
        `${refusedButSent.length} of those delivered (committed as the connection died); ${killed} connections killed; ` +
        `${sink.received.length} mails for ${messageIds.size} posts, the last ${drainedAfter} s after the database's last return`,
    );
  });

  it('a database that accepts TCP but never answers stops the boot with exit 1, naming its host and port', async (t) => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    t.after(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const { port } = silent.address() as AddressInfo;
    const server = await startInstance({ MAIL_QUEUE_URL: `postgres://mail:hunter2-secret@127.0.0.1:${port}/site` });
    t.after(() => server.cleanup());
    // A bound, not a speed: the connection attempt gives up after 5 s.
    const code = await until(() => server.child.exitCode, 'the server to exit', {
      timeoutMs: 15_000,
      accept: (exit) => exit !== null,
    });
    const output = server.output();
    assert.equal(code, 1, output);
    assert.ok(sockets.length > 0, 'the server did try the database');
    assert.match(output, new RegExp(`PostgreSQL at 127\\.0\\.0\\.1:${port}/site \\(MAIL_QUEUE_URL\\)`));
    assert.doesNotMatch(output, /hunter2-secret/, 'the password never reaches the log');
    assert.doesNotMatch(output, /FST_ERR_HOOK_TIMEOUT/);
  });
});
