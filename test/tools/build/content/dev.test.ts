// `npm run dev`: the site served on PORT, and an edited or added Markdown post
// on it after a reload, without restarting anything. Runs in a copy of the project.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { until } from '../../../support/until';
import { postFile } from './content-fixtures';
import { copyProject } from './project-copy';

const copy = copyProject();
const post = path.join(copy.dir, 'src/content/blog/posts/cloud-costs.md');
const devLog = path.join(copy.dir, 'dev.log');
let dev: ChildProcess;
let origin = '';

/** `wait`, failing with the last lines `npm run dev` printed. */
async function withDevLog<T>(wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    // The dev loop's own lines, not the server's request log, which fills the file while the test polls.
    const lines = readFileSync(devLog, 'utf8').split('\n');
    const tail = lines.filter((line) => !line.startsWith('{')).slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\nnpm run dev printed (its request log left out), last:\n${tail}`, { cause: error });
  }
}

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * One poll of a page; status 0 when it did not arrive whole. The dev loop
 * restarts its server after each build, and a poll that reaches the closing
 * server can lose its connection before or while the page is read.
 */
const page = async (urlPath: string) => {
  try {
    const response = await fetch(`${origin}${urlPath}`);
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 0, text: '' };
  }
};

before(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Its own process group, so that the rollup watcher, the prerender and the server all stop with it.
  dev = spawn('npm', ['run', 'dev', '--silent'], {
    cwd: copy.dir,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(copy.dir, 'var') },
    // Kept, so that a failure can say what the dev loop was doing.
    stdio: ['ignore', openSync(devLog, 'w'), openSync(devLog, 'a')],
    detached: true,
  });
  await until(async () => (await page('/blog')).status === 200, 'npm run dev serving /blog', { timeoutMs: 300_000 });
});
after(() => {
  if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  copy.remove();
});

describe('npm run dev', () => {
  it('serves the site on PORT with the real server', async () => {
    const home = await page('/');
    assert.equal(home.status, 200);
    assert.match(home.text, /<h1/);
  });

  it('serves an edited post with its new text, and a post added as a file, without a restart', async () => {
    const url = '/blog-single/five-habits-that-keep-your-cloud-bill-predictable';
    writeFileSync(post, readFileSync(post, 'utf8').replace('Almost every cloud', 'Nearly every cloud'));
    const edited = Date.now();
    await withDevLog(
      until(async () => (await page(url)).text.includes('Nearly every cloud'), 'the edited text', { timeoutMs: 120_000 }),
    );
    console.log(`# the edit was served after ${((Date.now() - edited) / 1000).toFixed(1)} s`);
    writeFileSync(path.join(copy.dir, 'src/content/blog/posts/new.md'), postFile({ date: '2025-11-20' }));
    const added = Date.now();
    await withDevLog(
      until(async () => (await page('/blog-single/zero-downtime-database-migrations')).status === 200, 'the new post', {
        timeoutMs: 120_000,
      }),
    );
    console.log(`# the added post was served after ${((Date.now() - added) / 1000).toFixed(1)} s`);
    assert.ok((await page('/blog')).text.includes('Zero-Downtime Database Migrations'), 'on the blog list');
  });
});
