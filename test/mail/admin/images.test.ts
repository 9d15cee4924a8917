// Pictures uploaded from the post editor and the builder: judged by their
// bytes and size, named safely, never over another picture, and committed;
// and the working copy's pictures served to the previews before any build.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PNG } from 'pngjs';
import { editorApp, type EditorApp } from './editor-app.ts';
import { checkoutPerson, contentWorkingCopy, gitIn, head } from './working-copy.ts';

/** A real PNG of the given size, as a camera or a design tool would save one. */
function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  // Noise, so the file's size grows with its area as a photograph's does.
  image.data.set(randomBytes(image.data.length));
  return PNG.sync.write(image);
}

/** A multipart body as a browser's FormData sends it: `folder`, then `file`. */
function form(folder: string, name: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----editor-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('picture uploads', () => {
  let copy: ReturnType<typeof contentWorkingCopy>;
  let editor: EditorApp;
  const upload = (folder: string, name: string, bytes: Buffer, type?: string) =>
    editor.request({ method: 'POST', url: '/admin/api/images', ...form(folder, name, bytes, type) });

  before(async () => {
    copy = contentWorkingCopy();
    editor = await editorApp(copy.dir, { maxImageBytes: 64 * 1024 });
  });
  after(async () => {
    await editor.close();
    copy.remove();
  });

  it('takes a PNG into src/assets/images/<folder>/ under a safe name, with its size, and commits it', async () => {
    const bytes = png(40, 30);
    const res = await upload('blog', 'Team Photo (Final) ÄÖ.PNG', bytes);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { path: 'blog/team-photo-final-ao.png', width: 40, height: 30 });
    const file = 'src/assets/images/blog/team-photo-final-ao.png';
    assert.deepEqual(readFileSync(path.join(copy.dir, file)), bytes);
    assert.equal(
      gitIn(copy.dir, 'log', '-1', '--format=%an|%s'),
      `${checkoutPerson.name}|Add picture blog/team-photo-final-ao.png`,
    );
    assert.equal(gitIn(copy.dir, 'show', '--name-only', '--format=', 'HEAD'), file);
  });

  it('never overwrites a picture of the same name: the second gets a suffix', async () => {
    const first = readFileSync(path.join(copy.dir, 'src/assets/images/blog/team-photo-final-ao.png'));
    const res = await upload('blog', 'team-photo-final-ao.png', png(20, 20));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<{ path: string }>().path, 'blog/team-photo-final-ao-2.png');
    assert.deepEqual(readFileSync(path.join(copy.dir, 'src/assets/images/blog/team-photo-final-ao.png')), first);
  });

  it('names the file by what its bytes are, whatever it was called', async () => {
    const res = await upload('landing', 'banner.jpg', png(10, 10), 'image/jpeg');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<{ path: string }>().path, 'landing/banner.png');
  });

  it('refuses a text file renamed .png with 415, and keeps nothing', async () => {
    const before = head(copy.dir);
    const res = await upload('blog', 'photo.png', Buffer.from('<svg onload="alert(1)"></svg>\n'.repeat(10)));
    assert.equal(res.statusCode, 415, res.body);
    assert.match(res.json<{ error: string }>().error, /not a PNG, JPEG, WebP or AVIF/);
    assert.equal(head(copy.dir), before);
    assert.equal(gitIn(copy.dir, 'status', '--porcelain'), '');
  });

  it('refuses a picture over the size limit with 413, and keeps nothing', async () => {
    const before = head(copy.dir);
    const large = png(400, 400);
    assert.ok(large.length > 64 * 1024, `a test picture of ${large.length} bytes`);
    const res = await upload('blog', 'huge.png', large);
    assert.equal(res.statusCode, 413, res.body);
    assert.equal(head(copy.dir), before);
    assert.equal(gitIn(copy.dir, 'status', '--porcelain'), '');
  });

  it('takes at most 2 MB unless configured otherwise', async (t) => {
    const standard = await editorApp(copy.dir);
    t.after(() => standard.close());
    const send = (bytes: Buffer) =>
      standard.request({ method: 'POST', url: '/admin/api/images', ...form('blog', 'photo.png', bytes) });
    const over = png(900, 600);
    assert.ok(over.length > 2 * 1024 * 1024, `${over.length} bytes`);
    assert.equal((await send(over)).statusCode, 413);
    const under = png(700, 600);
    assert.ok(under.length < 2 * 1024 * 1024, `${under.length} bytes`);
    assert.equal((await send(under)).statusCode, 200);
  });

  it('refuses a folder other than blog or landing with 400', async () => {
    const res = await upload('../../mail', 'x.png', png(5, 5));
    assert.equal(res.statusCode, 400, res.body);
    assert.match(res.json<{ error: string }>().error, /folder: .*must be blog or landing/);
  });
});

describe("the working copy's pictures, for the previews", () => {
  let copy: ReturnType<typeof contentWorkingCopy>;
  let editor: EditorApp;
  const picture = (file: string) => editor.request({ url: `/admin/api/assets/images/${file}` });

  before(async () => {
    copy = contentWorkingCopy();
    editor = await editorApp(copy.dir);
  });
  after(async () => {
    await editor.close();
    copy.remove();
  });

  it('serves a picture right after its upload, before any build has it, as its type and never sniffed', async () => {
    const bytes = png(24, 16);
    const uploaded = await editor.request({
      method: 'POST',
      url: '/admin/api/images',
      ...form('blog', 'New.png', bytes),
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const res = await picture(uploaded.json<{ path: string }>().path);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(res.rawPayload, bytes);
  });

  it('serves an SVG so that, opened on its own, it loads nothing and runs no script', async () => {
    const res = await picture('blog/author.svg');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'image/svg+xml');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    assert.deepEqual(res.rawPayload, readFileSync(path.join(copy.dir, 'src/assets/images/blog/author.svg')));
  });

  it('refuses a path that climbs out of the pictures, or an absolute one, with 400 and nothing of the file', async () => {
    writeFileSync(path.join(copy.dir, 'src/secret.svg'), '<svg>the secret</svg>');
    for (const file of [
      '..%2F..%2Fsecret.svg',
      'blog%2F..%2F..%2F..%2Fsrc%2Fsecret.svg',
      '%2Fetc%2Fhosts.svg',
      '/src/secret.svg',
    ]) {
      const res = await picture(file);
      assert.equal(res.statusCode, 400, `${file}: ${res.body}`);
      assert.doesNotMatch(res.body, /the secret/);
    }
  });

  it('refuses a file that is no picture with 400, even under the pictures', async () => {
    writeFileSync(path.join(copy.dir, 'src/assets/images/blog/notes.html'), '<script>alert(1)</script>');
    for (const file of ['blog/notes.html', 'blog/notes.md', 'blog/.hidden.svg', 'blog/author.svg.txt'])
      assert.equal((await picture(file)).statusCode, 400, file);
  });

  it('answers 404 for a picture that is not there, a folder, or a link that leads out of the pictures', async () => {
    mkdirSync(path.join(copy.dir, 'src/assets/images/links/folder.svg'), { recursive: true });
    symlinkSync(path.join(copy.dir, 'src/secret.svg'), path.join(copy.dir, 'src/assets/images/links/out.svg'));
    for (const file of ['blog/no-such-picture.png', 'links/out.svg', 'links/folder.svg']) {
      const res = await picture(file);
      assert.equal(res.statusCode, 404, `${file}: ${res.body}`);
      assert.doesNotMatch(res.body, /the secret/);
    }
  });
});
