// What a writer and a marketer do: add one Markdown file, run `npm run build`,
// and the post or landing page is on the site. The build runs in a copy of the
// project, so the files added here never reach the real dist/. A bad file must
// stop `npm run build` itself; a good one is built only as far as content
// reaches (build-pages.ts): the site's pass of rollup and the prerender.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { site } from '../../../../src/content/site';
import { startSite, type SiteServer } from '../../../support/site-server';
import { landingFile, postFile } from './content-fixtures';
import { buildPages } from './build-pages';
import { copyProject } from './project-copy';

const today = new Date().toISOString().slice(0, 10);
const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
const copy = copyProject();
const project = copy.dir;
const postsDir = path.join(project, 'src/content/blog/posts');
const landingDir = path.join(project, 'src/content/landing');
let server: SiteServer;

const build = () => spawnSync('npm', ['run', 'build', '--silent'], { cwd: project, encoding: 'utf8' });

async function get(urlPath: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.url}${urlPath}`);
  return { status: response.status, text: await response.text() };
}

after(async () => {
  await server?.close();
  copy.remove();
});

describe('adding content by adding one file', () => {
  it('a post with wrong front matter stops the build, naming the file and each wrong field', () => {
    const broken = path.join(postsDir, 'kubernetes-costs.md');
    writeFileSync(broken, postFile({ category: 'Marketing', tags: '[Kubernetes]', author: 'alice' }));
    const run = build();
    rmSync(broken);
    assert.notEqual(run.status, 0, 'the build failed');
    const output = run.stdout + run.stderr;
    assert.match(output, /src\/content\/blog\/posts\/kubernetes-costs\.md: 3 problems/);
    assert.match(output, /author: "alice" is not a known author \(src\/content\/blog\/authors\.ts\); use one of karthik/);
    assert.match(output, /category: "Marketing" is not a known category; use one of Business, Design/);
    assert.match(output, /tags\.0: "Kubernetes" is not a known tag; use one of Accessibility/);
  });

  it('builds with a new post, a draft, a post dated next year and two landing pages added', async () => {
    writeFileSync(path.join(postsDir, 'zero-downtime.md'), postFile({ date: today }, 'We rehearse every cut-over.\n'));
    writeFileSync(path.join(postsDir, 'a-draft.md'), postFile({ slug: 'unfinished-thoughts', draft: 'true' }));
    writeFileSync(path.join(postsDir, 'next-year.md'), postFile({ slug: 'next-years-news', date: nextYear }));
    writeFileSync(
      path.join(landingDir, 'spring-offer.md'),
      landingFile('## Spring offer\n\nTwo weeks of assessment, free.\n\n<it-enquiry-form service="ui-ux"></it-enquiry-form>\n'),
    );
    writeFileSync(
      path.join(landingDir, 'partner-preview.md'),
      landingFile('A page for one partner.', 'partner-preview').replace('---\n', '---\nnoindex: true\n'),
    );
    const run = buildPages(project);
    assert.ok(run.ok, run.output);
    server = await startSite({ DIST_DIR: path.join(project, 'dist') });
  });

  it('the new post is first on the blog list and has its page; the draft and the future post are nowhere', async () => {
    const list = await get('/blog');
    assert.ok(list.text.includes('Zero-Downtime Database Migrations'), 'on /blog');
    assert.ok(list.text.indexOf('Zero-Downtime') < list.text.indexOf('Five Habits That Keep'), 'newest first');
    const post = await get('/blog-single/zero-downtime-database-migrations');
    assert.equal(post.status, 200);
    assert.match(post.text, /<h1[^>]*>Zero-Downtime Database Migrations<\/h1>/);
    assert.ok(post.text.includes('<p>We rehearse every cut-over.</p>'));
    assert.ok((await get('/blog/category/development')).text.includes('Zero-Downtime Database Migrations'));
    for (const slug of ['unfinished-thoughts', 'next-years-news']) {
      assert.equal((await get(`/blog-single/${slug}`)).status, 404, slug);
    }
    assert.ok(!list.text.includes('unfinished-thoughts') && !list.text.includes('next-years-news'));
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
    for (const urlPath of ['/blog-single/zero-downtime-database-migrations', '/lp/spring-offer', '/lp/cloud-migration'])
      assert.ok(text.includes(`<loc>${site.url}${urlPath}</loc>`), `${urlPath} in the sitemap`);
    for (const urlPath of ['/blog-single/unfinished-thoughts', '/blog-single/next-years-news', '/lp/partner-preview'])
      assert.ok(!text.includes(`<loc>${site.url}${urlPath}</loc>`), `${urlPath} not in the sitemap`);
  });

  it('the feed and the search index carry the new post, and neither the draft nor the future post', async () => {
    const feed = await get('/blog/rss.xml');
    assert.equal(feed.status, 200);
    assert.ok(feed.text.includes(`<link>${site.url}/blog-single/zero-downtime-database-migrations</link>`), 'in the feed');
    const index = await get('/blog/search-index.json');
    assert.ok(index.text.includes('zero-downtime-database-migrations'), 'in the search index');
    for (const slug of ['unfinished-thoughts', 'next-years-news']) {
      assert.ok(!feed.text.includes(slug), `${slug} not in the feed`);
      assert.ok(!index.text.includes(slug), `${slug} not in the search index`);
    }
  });
});
