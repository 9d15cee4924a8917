// A README stays short enough to be read whole: a folder's README says what the
// folder is for and where to start reading, in 100 lines or fewer, and leaves
// the details to the code's own comments and to docs/. The root README (the
// door) and deploy/README.md (a walk through production) may take 250. The
// partner guide is exempt: it is the whole embedding guide, one page on the site.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { partnerGuide, readmes } from './documents.ts';

/** The READMEs allowed more than a folder's 100 lines, and how many. */
const longer = new Map([
  ['README.md', 250],
  [path.join('deploy', 'README.md'), 250],
]);

/** The most lines `document` may have, or undefined when it is exempt. */
function lineLimit(document: string): number | undefined {
  if (document === partnerGuide) return undefined;
  return longer.get(document) ?? 100;
}

/** Lines as `wc -l` and an editor count them: a final line break ends the last line, it starts none. */
function lineCount(text: string): number {
  return text === '' ? 0 : text.replace(/\n$/, '').split('\n').length;
}

for (const readme of readmes()) {
  const limit = lineLimit(readme);
  if (limit === undefined) continue;
  test(`${readme} is at most ${limit} lines`, () => {
    const lines = lineCount(readFileSync(readme, 'utf8'));
    assert.ok(
      lines <= limit,
      `${readme} has ${lines} lines, over ${limit}: keep what a newcomer needs, move the details to docs/`,
    );
  });
}

test('the partner guide, the one document exempt from the limits, is where the root README says it is', () => {
  assert.ok(existsSync(partnerGuide), `${partnerGuide} is missing`);
  assert.ok(readFileSync('README.md', 'utf8').includes(`(${partnerGuide.split(path.sep).join('/')})`));
});

test('a folder README may have 100 lines, the root and deploy READMEs 250, the partner guide any number', () => {
  assert.equal(lineLimit(path.join('mail', 'README.md')), 100);
  assert.equal(lineLimit('README.md'), 250);
  assert.equal(lineLimit(path.join('deploy', 'README.md')), 250);
  assert.equal(lineLimit(partnerGuide), undefined);
});

test('lines are counted as wc -l counts them', () => {
  assert.equal(lineCount(''), 0);
  assert.equal(lineCount('one\n'), 1);
  assert.equal(lineCount('one\ntwo'), 2);
  assert.equal(lineCount('one\n\nthree\n'), 3);
});
