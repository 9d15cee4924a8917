// The post editor opens a post's file as a draft and saves the draft as the
// file a writer would have written: every post in the repository comes back
// byte for byte, an edit changes only its line, and the post's habits stay
// (sentences in double quotes, tags on one line, dates bare).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { PostDraft } from '../../../../src/content/editor-api.ts';
import { FrontMatterError } from '../../../../tools/build/content/front-matter-error.ts';
import { loadPosts, postsDir } from '../../../../tools/build/content/load-posts.ts';
import { parsePostSource, serializePost } from '../../../../tools/build/content/post-document.ts';
import { folderWith, postFile, writersExample } from './content-fixtures.ts';

const posts = readdirSync(postsDir).filter((name) => name.endsWith('.md'));
const read = (name: string) => readFileSync(path.join(postsDir, name), 'utf8');

/** The lines that differ between two texts of as many lines, as [before, after]. */
function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  assert.equal(b.length, a.length, `the edit added or removed lines:\n${after}`);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]!] as [string, string]]));
}

/** `name` opened, changed by `edit` and saved over its own text. */
function edited(name: string, edit: (draft: PostDraft) => void): { before: string; after: string } {
  const before = read(name);
  const draft = parsePostSource(before);
  edit(draft);
  return { before, after: serializePost(draft, before) };
}

describe('a post opened and saved', () => {
  it('finds posts to check in the repository', () => {
    assert.ok(posts.length >= 8, `only ${posts.length} posts in ${postsDir}`);
  });

  for (const name of posts) {
    it(`${name} saved unchanged is the same file, byte for byte, with or without the file it came from`, () => {
      const text = read(name);
      const draft = parsePostSource(text);
      assert.equal(serializePost(draft, text), text);
      assert.equal(serializePost(draft), text);
    });
  }

  it("the writer's guide's example, comments and flow maps and all, saved unchanged is the same file", () => {
    const text = writersExample(0);
    assert.equal(serializePost(parsePostSource(text), text), text);
  });

  it('holds the front matter as the build reads it, dates as text, and the body as written', () => {
    const draft = parsePostSource(read('cloud-costs.md'));
    assert.equal(draft.frontMatter.date, '2025-10-14');
    assert.deepEqual(draft.frontMatter.tags, ['Cloud', 'Strategy']);
    assert.deepEqual(Object.keys(draft.frontMatter).slice(0, 3), ['title', 'slug', 'date']);
    assert.match(draft.body, /^Almost every cloud cost conversation/);
  });
});

describe('a post edited in the post editor', () => {
  it('a new excerpt changes only its line and keeps its double quotes', () => {
    const { before, after } = edited('cloud-costs.md', (draft) => {
      draft.frontMatter.excerpt = 'Five habits that keep a cloud bill flat.';
    });
    assert.deepEqual(changedLines(before, after), [
      [
        'excerpt: "Cloud bills rarely explode because of one bad decision; they creep up through a hundred small ones. Here are the five habits we set up on every platform we run."',
        'excerpt: "Five habits that keep a cloud bill flat."',
      ],
    ]);
  });

  it('a tag added stays on the one line, as the posts write tags', () => {
    const { before, after } = edited('cloud-costs.md', (draft) => {
      draft.frontMatter.tags = ['Cloud', 'Strategy', 'Planning'];
    });
    assert.deepEqual(changedLines(before, after), [['tags: [Cloud, Strategy]', 'tags: [Cloud, Strategy, Planning]']]);
  });

  it('a new date stays bare, as YAML text the build checks as a date', () => {
    const { before, after } = edited('cloud-costs.md', (draft) => {
      draft.frontMatter.date = '2025-11-02';
    });
    assert.deepEqual(changedLines(before, after), [['date: 2025-10-14', 'date: 2025-11-02']]);
  });

  it('a reply edited deep in the comments changes only its line', () => {
    const { before, after } = edited('api-security.md', (draft) => {
      type Comment = { text: string; replies?: Comment[] };
      const comments = draft.frontMatter.comments as Comment[];
      comments[1]!.replies![0]!.replies![0]!.text = 'Makes sense: three services, kept simple.';
    });
    assert.deepEqual(changedLines(before, after), [
      [
        '            text: "That makes sense. We have three services today, so we will keep it simple for now."',
        '            text: "Makes sense: three services, kept simple."',
      ],
    ]);
  });

  it('a post made a draft gets draft: true where the schema puts it, after the excerpt', () => {
    const { before, after } = edited('erp-rollout.md', (draft) => {
      draft.frontMatter.draft = true;
    });
    assert.match(after, /\nexcerpt: "[^\n]*"\ndraft: true\ncomments:\n/);
    assert.equal(after.replace('draft: true\n', ''), before);
  });

  it('an edited body keeps the front matter byte for byte and ends with one line break', () => {
    const { before, after } = edited('ux-research.md', (draft) => {
      draft.body = `${draft.body}\n## One more thing\n\nWrite down what you learn.\n\n\n`;
    });
    assert.equal(after.split('\n---\n')[0], before.split('\n---\n')[0]);
    assert.ok(after.endsWith('\n\n## One more thing\n\nWrite down what you learn.\n'), after.slice(-80));
  });
});

describe('a new post written in the post editor', () => {
  const draft: PostDraft = {
    kind: 'post',
    frontMatter: {
      title: 'Zero-Downtime Database Migrations',
      slug: 'zero-downtime-database-migrations',
      date: '2025-11-03',
      author: 'anand',
      category: 'Development',
      tags: ['Cloud', 'Process'],
      image: 'blog/cloud-costs.svg',
      alt: 'A cloud above a bar chart',
      excerpt: 'How we move a live database without a maintenance window.',
      comments: [{ id: 'c1', author: 'Sanjay Iyer', date: '2025-11-04', text: 'Which tool: yours or ours?' }],
    },
    body: 'We rehearse every cut-over twice.\n\n## Plan the cut-over\n\n![A chart](blog/cloud-costs.svg)\n',
  };
  const text = serializePost(draft);

  it('is written as the posts are: sentences in double quotes, tags on one line, the body right after', () => {
    assert.equal(
      text,
      [
        '---',
        'title: "Zero-Downtime Database Migrations"',
        'slug: zero-downtime-database-migrations',
        'date: 2025-11-03',
        'author: anand',
        'category: Development',
        'tags: [Cloud, Process]',
        'image: blog/cloud-costs.svg',
        'alt: "A cloud above a bar chart"',
        'excerpt: "How we move a live database without a maintenance window."',
        'comments:',
        '  - id: c1',
        '    author: Sanjay Iyer',
        '    date: 2025-11-04',
        '    text: "Which tool: yours or ours?"',
        '---',
        'We rehearse every cut-over twice.',
        '',
        '## Plan the cut-over',
        '',
        '![A chart](blog/cloud-costs.svg)',
        '',
      ].join('\n'),
    );
  });

  it("reads back through the build's own loader as the post it was made of", () => {
    const [post] = loadPosts(folderWith({ 'zero-downtime.md': text }), '2026-01-01');
    assert.equal(post?.title, 'Zero-Downtime Database Migrations');
    assert.deepEqual(post?.tags, ['Cloud', 'Process']);
    assert.equal(post?.date, '2025-11-03');
    assert.equal(post?.comments[0]?.text, 'Which tool: yours or ours?');
    assert.match(post?.html ?? '', /^<p>We rehearse every cut-over twice\.<\/p><h2 id="plan-the-cut-over">/);
    assert.deepEqual(parsePostSource(text), draft);
  });

  it('a tag YAML cannot hold bare in a one-line list is quoted and reads back as typed', () => {
    const tagged = serializePost({
      ...draft,
      frontMatter: { ...draft.frontMatter, tags: ['Cloud', 'Big, Data', 'yes'] },
    });
    assert.match(tagged, /^tags: \[Cloud, "Big, Data", yes\]$/m);
    assert.deepEqual(parsePostSource(tagged).frontMatter.tags, ['Cloud', 'Big, Data', 'yes']);
  });
});

describe('a post whose YAML cannot be read', () => {
  it("throws a FrontMatterError naming the line, in the build's words", () => {
    assert.throws(
      () => parsePostSource(postFile({ title: 'Kubernetes: the bill nobody reads' })),
      (error: unknown) => {
        assert.ok(error instanceof FrontMatterError);
        assert.match(error.problems[0]?.message ?? '', /^the front matter cannot be read on line 2 \(/);
        return true;
      },
    );
  });

  it('throws one for front matter that is not a list of fields', () => {
    assert.throws(() => parsePostSource('---\n- just a list\n---\nBody.\n'), FrontMatterError);
  });
});
