// Before the post editor saves a post, the server checks the draft as the
// build would, and each problem comes back next to its field, in the build's
// own words: a tag at tags.N, a missing picture at image, the text at body.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { FieldProblem, PostDraft } from '../../../../src/content/editor-api.ts';
import { checkPostDraft } from '../../../../tools/build/content/check-post-draft.ts';
import { problemLines } from '../../../../tools/build/content/content-error.ts';
import { loadPosts, postsDir } from '../../../../tools/build/content/load-posts.ts';
import { parsePostSource, serializePost } from '../../../../tools/build/content/post-document.ts';
import { folderWith, postFile } from './content-fixtures.ts';

const here = { root: '.', otherSlugs: [] };

/** A valid post, with `frontMatter` over its fields and `body` as its text. */
const post = (frontMatter: PostDraft['frontMatter'] = {}, body = 'A first paragraph.\n\n## A heading\n'): PostDraft => {
  const draft = parsePostSource(postFile({}, body));
  return { ...draft, frontMatter: { ...draft.frontMatter, ...frontMatter } };
};

/** The problems at `field`, by their messages. */
const at = (problems: FieldProblem[], field: string) => problems.filter((p) => p.field === field).map((p) => p.message);

describe('checkPostDraft', () => {
  it("finds nothing wrong with any post in the repository, beside the others' slugs", () => {
    const drafts = readdirSync(postsDir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => parsePostSource(readFileSync(path.join(postsDir, name), 'utf8')));
    for (const draft of drafts) {
      const otherSlugs = drafts.filter((other) => other !== draft).map((other) => other.frontMatter.slug as string);
      assert.deepEqual(checkPostDraft(draft, { root: '.', otherSlugs }), [], draft.frontMatter.slug as string);
    }
  });

  it("answers each wrong field at its path, in the schema's words, and an unknown field at the front matter", () => {
    const problems = checkPostDraft(
      post({ title: '', tags: ['Cloud', 'Kubernetes'], date: '2025-02-30', category: 'Marketing', colour: 'red' }),
      here,
    );
    assert.deepEqual(at(problems, 'title'), ['is required (the post title)']);
    assert.match(at(problems, 'tags.1')[0] ?? '', /^"Kubernetes" is not a known tag; use one of Accessibility, Cloud,/);
    assert.deepEqual(at(problems, 'date'), ['is not a real date']);
    assert.match(at(problems, 'category')[0] ?? '', /^"Marketing" is not a known category/);
    assert.match(at(problems, '')[0] ?? '', /^unknown field colour; the fields are title, slug, date/);
  });

  it('answers a picture missing from the repository at image, even while another field is wrong', () => {
    const problems = checkPostDraft(post({ image: 'blog/nowhere.svg', title: '' }), here);
    assert.deepEqual(at(problems, 'image'), [
      '"blog/nowhere.svg" is not a picture under src/assets/images/ (e.g. blog/cloud-costs.svg)',
    ]);
  });

  it("answers the text's pictures without alt text or file, and skipped headings, at body", () => {
    const problems = checkPostDraft(
      post({}, '## Costs\n\n#### Detail\n\n![](blog/cloud-costs.svg)\n\n![Gone](blog/gone.png)\n'),
      here,
    );
    assert.deepEqual(at(problems, 'body'), [
      'the heading "#### Detail" skips a level after "## Costs": use ### (a heading goes at most one level below the one before it)',
      'the picture blog/cloud-costs.svg needs alt text: what it shows, for people who cannot see it',
      'image "blog/gone.png": name a picture under src/assets/images/ (e.g. blog/cloud-costs.svg)',
    ]);
    assert.equal(problems.length, 3);
  });

  it('answers two comments with one id at comments, and a slug another post has at slug', () => {
    const comments = [
      {
        id: 'c1',
        author: 'Sanjay Iyer',
        date: '2025-11-04',
        text: 'Which tool?',
        replies: [{ id: 'c1', author: 'Anand', date: '2025-11-05', text: 'Ours.' }],
      },
    ];
    const problems = checkPostDraft(post({ comments }), {
      root: '.',
      otherSlugs: ['zero-downtime-database-migrations'],
    });
    assert.deepEqual(problems, [
      { field: 'comments', message: 'the id c1 is used twice; each comment needs its own' },
      { field: 'slug', message: 'another page already has "zero-downtime-database-migrations"' },
    ]);
  });

  it("looks for the picture in the working copy it is given, not the server's own folder", () => {
    const root = folderWith({});
    mkdirSync(path.join(root, 'src/assets/images/blog'), { recursive: true });
    copyFileSync('src/assets/images/blog/cloud-costs.svg', path.join(root, 'src/assets/images/blog/uploaded.svg'));
    const draft = post({ image: 'blog/uploaded.svg' }, 'Text.\n\n![The upload](blog/uploaded.svg)\n');
    assert.deepEqual(checkPostDraft(draft, { root, otherSlugs: [] }), []);
    assert.deepEqual(at(checkPostDraft(draft, here), 'image').length, 1);
    assert.deepEqual(at(checkPostDraft(draft, here), 'body').length, 1);
  });

  it('says what the build says about the same post, problem for problem', () => {
    const comments = [
      { id: 'c1', author: 'Sanjay Iyer', date: '2025-11-04', text: 'Which tool?' },
      { id: 'c1', author: 'Emily Carter', date: '2025-11-05', text: 'And which cloud?' },
    ];
    const draft = post({ image: 'blog/nowhere.svg', comments }, '# Title again\n\n![](blog/gone.png)\n');
    const built = (() => {
      try {
        loadPosts(folderWith({ 'post.md': serializePost(draft) }), '2026-01-01');
        return [];
      } catch (error) {
        return (error as Error).message
          .split('\n')
          .slice(1)
          .map((line) => line.replace(/^ {2}- /, ''));
      }
    })();
    assert.equal(built.length, 5, built.join('\n'));
    assert.deepEqual(problemLines(checkPostDraft(draft, here)), built);
  });
});
