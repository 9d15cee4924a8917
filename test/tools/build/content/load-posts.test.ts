// A post is one Markdown file: its front matter is checked against the blog's
// vocabulary, drafts and future dates stay out, and the body renders as the
// site's markup.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadPosts } from '../../../../tools/build/content/load-posts.ts';
import { folderWith, postFile } from './content-fixtures.ts';

describe('loadPosts', () => {
  it('turns a file into a post: author from authors.ts, picture size from the file, newest first', () => {
    const dir = folderWith({
      'older.md': postFile({ slug: 'older-post', title: 'Older', date: '2025-01-02' }),
      'newer.md': postFile(),
    });
    const posts = loadPosts(dir, '2026-01-01');
    assert.deepEqual(
      posts.map((post) => post.slug),
      ['zero-downtime-database-migrations', 'older-post'],
    );
    const [post] = posts;
    assert.equal(post?.author, 'Anand Krishnamurthy');
    assert.deepEqual(post?.image, {
      src: 'blog/cloud-costs.svg',
      alt: 'A cloud above a bar chart',
      width: 800,
      height: 450,
    });
    assert.deepEqual(post?.comments, []);
  });

  it('leaves out drafts and posts dated after today', () => {
    const dir = folderWith({
      'live.md': postFile(),
      'draft.md': postFile({ slug: 'a-draft', draft: 'true' }),
      'future.md': postFile({ slug: 'next-week', date: '2026-01-08' }),
    });
    assert.deepEqual(
      loadPosts(dir, '2026-01-01').map((post) => post.slug),
      ['zero-downtime-database-migrations'],
    );
  });

  it('renders headings with anchors, pictures with their size, links and lists; raw HTML stays text', () => {
    const body = [
      '## Plan the cut-over',
      'See [our services](/services) and ![A chart](blog/cloud-costs.svg).',
      '- one\n- two',
      '<script>alert(1)</script>',
    ].join('\n\n');
    const [post] = loadPosts(folderWith({ 'post.md': postFile({}, body) }), '2026-01-01');
    assert.equal(
      post?.html,
      '<h2 id="plan-the-cut-over">Plan the cut-over</h2>' +
        '<p>See <a href="/services">our services</a> and <img src="/assets/images/blog/cloud-costs.svg" alt="A chart" width="800" height="450" loading="lazy" decoding="async">.</p>' +
        '<ul><li>one</li><li>two</li></ul>' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('refuses a file with wrong fields, naming the file, each field and what is allowed', () => {
    const dir = folderWith({
      'good.md': postFile(),
      'bad.md': postFile({
        category: 'Marketing',
        tags: '[Cloud, Kubernetes]',
        date: '2025-02-30',
        alt: '',
        colour: 'red',
      }),
    });
    assert.throws(
      () => loadPosts(dir, '2026-01-01'),
      (error: Error) => {
        const lines = error.message.split('\n');
        assert.match(lines[0]!, /bad\.md: 5 problems$/);
        assert.ok(!error.message.includes('good.md'), error.message);
        for (const expected of [
          '- category: "Marketing" is not a known category; use one of Business, Design, Development, Management, Software',
          '- tags.1: "Kubernetes" is not a known tag; use one of Accessibility, Cloud,',
          '- date: is not a real date',
          '- alt: is required',
          '- (front matter): unknown field colour',
        ])
          assert.ok(
            lines.some((line) => line.trim().startsWith(expected)),
            `no line "${expected}" in\n${error.message}`,
          );
        return true;
      },
    );
  });

  it('says where a title with a colon breaks the YAML, and that quotes mend it', () => {
    const dir = folderWith({ 'colon.md': postFile({ title: 'Kubernetes: the bill nobody reads' }) });
    assert.throws(
      () => loadPosts(dir, '2026-01-01'),
      (error: Error) => {
        assert.match(error.message, /colon\.md: a problem\n {2}- the front matter cannot be read on line 2 \(/);
        assert.match(error.message, /must be in double quotes, as in title: "Cloud costs: what to watch"/);
        return true;
      },
    );
  });

  it('refuses two comments with one id, replies included', () => {
    const comments = [
      '',
      '  - { id: c1, author: Sanjay Iyer, date: 2025-11-04, text: "Which tool?",',
      '      replies: [{ id: c1, author: Anand Krishnamurthy, date: 2025-11-05, text: "Our own." }] }',
    ].join('\n');
    const dir = folderWith({ 'post.md': postFile({ comments }) });
    assert.throws(() => loadPosts(dir, '2026-01-01'), /post\.md: a problem\n {2}- comments: the id c1 is used twice/);
  });

  it('refuses a picture that is not in src/assets/images and two posts with one slug', () => {
    const dir = folderWith({
      'a.md': postFile({ image: 'blog/nowhere.svg' }, '![Gone](blog/gone.png)\n'),
      'b.md': postFile({ title: 'Same slug' }),
      'c.md': postFile({ title: 'Same slug again' }),
    });
    assert.throws(
      () => loadPosts(dir, '2026-01-01'),
      /a\.md: 2 problems\n {2}- image: "blog\/nowhere\.svg"[^\n]*\n {2}- image "blog\/gone\.png"/,
    );
    assert.throws(() => loadPosts(dir, '2026-01-01'), /two posts have the slug zero-downtime-database-migrations/);
  });
});
