// `npm run dev`: the site served on PORT, and an edited Markdown post on it
// after a reload, without restarting anything. Then what a writer and a
// marketer do: add one Markdown file each, and the post or landing page is on
// the site, its lists, the sitemap, the feed and the search index. Runs in a
// copy of the project, so the files added here never reach the real tree.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, get as httpGet, type IncomingMessage } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PNG } from 'pngjs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { site } from '../../../../src/content/site.ts';
import { launchBrowser } from '../../../support/browser.ts';
import { freePort } from '../../../support/free-port.ts';
import { until } from '../../../support/until.ts';
import { landingFile, postFile, writersExample } from './content-fixtures.ts';
import { copyProject } from './project-copy.ts';

const today = new Date().toISOString().slice(0, 10);
const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
const copy = copyProject();
const postsDir = path.join(copy.dir, 'src/content/blog/posts');
const landingDir = path.join(copy.dir, 'src/content/landing');
const post = path.join(postsDir, 'cloud-costs.md');
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
    const tail = lines
      .filter((line) => !line.startsWith('{'))
      .slice(-40)
      .join('\n');
    throw new Error(`${(error as Error).message}\nnpm run dev printed (its request log left out), last:\n${tail}`, {
      cause: error,
    });
  }
}

/**
 * One poll of a page; status 0 when it did not arrive whole. The dev loop
 * restarts its server after each build, and a poll that reaches the closing
 * server can lose its connection before or while the page is read.
 */
const page = async (urlPath: string) => {
  try {
    const response = await fetch(`${origin}${urlPath}`);
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const { cause } = error as Error;
    return { status: 0, text: '', error: String(cause ?? error) };
  }
};

/** A page as served once the dev loop's server answers: it restarts after every build. */
const get = (urlPath: string) =>
  until(() => page(urlPath), `a reply to ${urlPath}`, { timeoutMs: 30_000, accept: ({ status }) => status !== 0 });

const postPath = '/blog-single/five-habits-that-keep-your-cloud-bill-predictable';

/**
 * What an earlier `npm start` leaves in dist/: the post precompressed, as it
 * read then. The server prefers such copies for a browser that accepts them.
 */
function leaveCompressedCopies(): void {
  const dir = path.join(copy.dir, 'dist', postPath);
  mkdirSync(dir, { recursive: true });
  const old = '<!doctype html><title>An old build</title><h1>Stale copy from an earlier build</h1>';
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(old));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(old));
}

before(async () => {
  leaveCompressedCopies();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // One open file for both streams: two would each keep their own offset, and
  // a line printed to stdout would overwrite one printed before it to stderr.
  const log = openSync(devLog, 'w');
  // Its own process group, so that the rollup watcher, the prerender and the server all stop with it.
  dev = spawn('npm', ['run', 'dev', '--silent'], {
    cwd: copy.dir,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(copy.dir, 'var') },
    // Kept, so that a failure can say what the dev loop was doing.
    stdio: ['ignore', log, log],
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

  it('keeps a connection open, as long as its answers say it will', async () => {
    // A client holds an idle connection for the time the Keep-Alive header
    // names; closed sooner, a request sent on it as it closes is lost.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(`${origin}${postPath}`, { agent }, resolve).on('error', reject),
    );
    // Taken now: once read, the answer hands its socket back to the agent.
    const { socket } = answer;
    answer.resume();
    await once(answer, 'end');
    assert.equal(answer.statusCode, 200);
    const { connection, 'keep-alive': keepAlive } = answer.headers;
    // A page's scripts, styles and images follow it on the same connection.
    assert.notEqual(connection, 'close', 'the connection is kept for what the page loads next');
    const promised = Number(/timeout=(\d+)/.exec(String(keepAlive))?.[1] ?? 0);
    assert.ok(promised > 0, `the answer says how long its connection stays open: keep-alive ${String(keepAlive)}`);
    const opened = Date.now();
    let closedAfter: number | undefined;
    socket.once('close', () => (closedAfter = (Date.now() - opened) / 1000));
    // A second short of the promise, as clients wait; ten at most, which a promise broken shows within.
    const kept = Math.min(promised - 1, 10);
    await new Promise((resolve) => setTimeout(resolve, kept * 1000));
    const closed = closedAfter;
    agent.destroy();
    // Judged by when it closed, not by whether it has: on a busy machine this wait may end late.
    assert.ok(
      closed === undefined || closed >= kept,
      `the connection closed after ${closed} s, promised to stay ${promised} s`,
    );
  });

  it('serves an edited post with its new text, without a restart', async () => {
    writeFileSync(post, readFileSync(post, 'utf8').replace('Almost every cloud', 'Nearly every cloud'));
    const edited = Date.now();
    await withDevLog(
      until(async () => (await page(postPath)).text.includes('Nearly every cloud'), 'the edited text', {
        timeoutMs: 120_000,
      }),
    );
    console.log(`# the edit was served after ${((Date.now() - edited) / 1000).toFixed(1)} s`);
  });

  it('shows Chromium, which asks for brotli, the edited post, never a compressed copy of an earlier build', async (t) => {
    const browser = await launchBrowser();
    t.after(() => browser.close());
    const tab = await browser.newPage();
    const response = await tab.goto(`${origin}${postPath}`);
    assert.equal(response?.status(), 200);
    assert.equal(await response?.headerValue('content-encoding'), null, 'dev serves plain files');
    assert.match((await tab.locator('h1').first().textContent()) ?? '', /Five Habits/);
    assert.ok((await tab.content()).includes('Nearly every cloud'), 'the edit, not the page as it was');
  });

  it("shows a broken front matter on the page it serves and in the terminal, in the writer's words, until it is fixed", async () => {
    const good = readFileSync(post, 'utf8');
    writeFileSync(post, good.replace(/^title: .*$/m, 'title: Five Habits: a title with a colon'));
    try {
      const shown = await withDevLog(
        until(() => page(postPath), 'the problem on the page', {
          timeoutMs: 120_000,
          accept: ({ text }) => text.includes('The site could not be rebuilt'),
        }),
      );
      for (const [where, text] of [
        ['the page', shown.text],
        ['the terminal', readFileSync(devLog, 'utf8')],
      ] as const) {
        assert.match(text, /src\/content\/blog\/posts\/cloud-costs\.md: a problem/, where);
        assert.match(
          text,
          /cannot be read on line 2 \([^)]*\)\. A value with a colon, a # or a quote in it must be in double quotes/,
          where,
        );
        assert.ok(
          !text.includes('\0') && !text.includes('virtual:it-content'),
          `no NUL byte or build module name on ${where}`,
        );
      }
      const home = await page('/');
      assert.ok(
        home.text.includes('The site could not be rebuilt'),
        `every page says so; / answered ${home.status} ${home.error ?? home.text.slice(0, 300)}`,
      );
    } finally {
      // Fixed even when an assertion failed, so the tests after this one build on a good site.
      writeFileSync(post, good);
    }
    await withDevLog(
      until(async () => (await page(postPath)).text.includes('Nearly every cloud'), 'the post back once fixed', {
        timeoutMs: 120_000,
      }),
    );
  });

  it("builds the guide's post, a draft, a post dated next year and three landing pages, each added as one file", async () => {
    // The writer's guide's two examples, copied as written.
    writeFileSync(path.join(postsDir, 'zero-downtime.md'), writersExample(0));
    writeFileSync(path.join(landingDir, 'cloud-assessment.md'), writersExample(1));
    writeFileSync(path.join(postsDir, 'a-draft.md'), postFile({ slug: 'unfinished-thoughts', draft: 'true' }));
    writeFileSync(path.join(postsDir, 'next-year.md'), postFile({ slug: 'next-years-news', date: nextYear }));
    writeFileSync(
      path.join(landingDir, 'spring-offer.md'),
      landingFile(
        '## Spring offer\n\nTwo weeks of assessment, free.\n\n<it-enquiry-form service="ui-ux"></it-enquiry-form>\n',
      ),
    );
    writeFileSync(
      path.join(landingDir, 'partner-preview.md'),
      landingFile('A page for one partner.', 'partner-preview').replace('---\n', '---\nnoindex: true\n'),
    );
    const added = Date.now();
    const served = async (urlPath: string) => (await page(urlPath)).status === 200;
    await withDevLog(
      until(
        async () =>
          (await served('/blog-single/zero-downtime-database-migrations')) &&
          (await served('/lp/spring-offer')) &&
          (await served('/lp/cloud-assessment')),
        'the new post and landing pages',
        { timeoutMs: 120_000 },
      ),
    );
    console.log(`# the added files were served after ${((Date.now() - added) / 1000).toFixed(1)} s`);
    // The pages come first; the lists, the feed and the sitemap once the client has bundled the new content.
    await withDevLog(
      until(
        async () =>
          (await page('/blog')).text.includes('Zero-Downtime Database Migrations') &&
          (await page('/sitemap.xml')).text.includes('/lp/spring-offer<'),
        'the new post on /blog and the new landing page in the sitemap',
        { timeoutMs: 300_000 },
      ),
    );
    console.log(`# and listed after ${((Date.now() - added) / 1000).toFixed(1)} s`);
  });

  it('the new post is first on the blog list and has its page; the draft and the future post are nowhere', async () => {
    const list = await get('/blog');
    assert.ok(list.text.includes('Zero-Downtime Database Migrations'), 'on /blog');
    assert.ok(list.text.indexOf('Zero-Downtime') < list.text.indexOf('Five Habits That Keep'), 'newest first');
    const added = await get('/blog-single/zero-downtime-database-migrations');
    assert.equal(added.status, 200);
    assert.match(added.text, /<h1[^>]*>Zero-Downtime Database Migrations<\/h1>/);
    assert.ok(added.text.includes('<p>We rehearse every cut-over twice before the night itself.</p>'));
    assert.ok((await get('/blog/category/development')).text.includes('Zero-Downtime Database Migrations'));
    for (const slug of ['unfinished-thoughts', 'next-years-news']) {
      assert.equal((await get(`/blog-single/${slug}`)).status, 404, slug);
    }
    assert.ok(!list.text.includes('unfinished-thoughts') && !list.text.includes('next-years-news'));
  });

  it("the guide's picture in a list item sits beside its bullet, not above a bullet at its foot", async (t) => {
    const browser = await launchBrowser();
    t.after(() => browser.close());
    const tab = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await tab.goto(`${origin}/blog-single/zero-downtime-database-migrations`);
    const item = tab.locator('.it-rich-text li', { has: tab.locator('img') });
    await item.scrollIntoViewIfNeeded();
    const box = (await item.boundingBox())!;
    const picture = (await item.locator('img').boundingBox())!;
    // The bullet is drawn in the item's margin, left of its box: where its dark pixels are.
    const strip = PNG.sync.read(
      await tab.screenshot({ clip: { x: box.x - 24, y: box.y, width: 24, height: box.height } }),
    );
    const rows: number[] = [];
    for (let y = 0; y < strip.height; y++) {
      for (let x = 0; x < strip.width; x++) {
        const at = (y * strip.width + x) * 4;
        if (strip.data[at]! + strip.data[at + 1]! + strip.data[at + 2]! < 300) rows.push(y);
      }
    }
    assert.ok(rows.length > 0, 'the bullet is drawn');
    const bullet = box.y + (rows[0]! + rows.at(-1)!) / 2;
    assert.ok(
      bullet < picture.y + picture.height / 2,
      `the bullet (at ${bullet} px) is beside the picture's top half (${picture.y}-${picture.y + picture.height} px)`,
    );
  });

  it("the guide's landing page shows its own hero, questions and colour", async () => {
    const landing = await get('/lp/cloud-assessment');
    assert.equal(landing.status, 200);
    assert.ok(landing.text.includes('Move to the cloud without the downtime'));
    assert.ok(landing.text.includes('How long does a migration take?'));
    // `accent: "#0f766e"`: last in the page's inline sheet, over the site's blue, with no script; on <html>
    // for a client-side visit, which loads a page of another colour whole.
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(landing.text)?.[1] ?? '';
    assert.ok(sheet.endsWith(':root{--it-color-primary:#0f766e;--it-color-primary-strong:#0b5953}'), sheet.slice(-200));
    assert.match(landing.text, /<html [^>]*data-accent="#0f766e"/);
  });

  it('the new landing page is served at /lp/<slug>; noindex keeps the other out of search engines', async () => {
    const landing = await get('/lp/spring-offer');
    assert.equal(landing.status, 200);
    assert.ok(landing.text.includes('Two weeks of assessment, free.'));
    assert.match(landing.text, /<option value="ui-ux" selected="">/);
    assert.ok(!landing.text.includes('name="robots"'));
    const hidden = await get('/lp/partner-preview');
    assert.equal(hidden.status, 200);
    assert.ok(hidden.text.includes('<meta name="robots" content="noindex">'));
  });

  it('the sitemap lists the new post and landing page, and not the draft, the future post or the noindex page', async () => {
    const { text } = await get('/sitemap.xml');
    for (const urlPath of [
      '/blog-single/zero-downtime-database-migrations',
      '/lp/spring-offer',
      '/lp/cloud-assessment',
      '/lp/cloud-migration',
    ])
      assert.ok(text.includes(`<loc>${site.url}${urlPath}</loc>`), `${urlPath} in the sitemap`);
    for (const urlPath of ['/blog-single/unfinished-thoughts', '/blog-single/next-years-news', '/lp/partner-preview'])
      assert.ok(!text.includes(`<loc>${site.url}${urlPath}</loc>`), `${urlPath} not in the sitemap`);
  });

  it('the feed and the search index carry the new post, and neither the draft nor the future post', async () => {
    const feed = await get('/blog/rss.xml');
    assert.equal(feed.status, 200);
    assert.ok(
      feed.text.includes(`<link>${site.url}/blog-single/zero-downtime-database-migrations</link>`),
      'in the feed',
    );
    const index = await get('/blog/search-index.json');
    assert.ok(index.text.includes('zero-downtime-database-migrations'), 'in the search index');
    for (const slug of ['unfinished-thoughts', 'next-years-news']) {
      assert.ok(!feed.text.includes(slug), `${slug} not in the feed`);
      assert.ok(!index.text.includes(slug), `${slug} not in the search index`);
    }
  });
});
