import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureExcerpt } from '../failure-excerpt.ts';

test('web-test-runner: the failing test once, then its assertion, without the passing ones or the progress', () => {
  const output = [
    '\x1b[32m✓\x1b[39m posts a lead',
    'test/widgets/toaster-theme.test.js:',
    '',
    ' \x1b[31m❌\x1b[39m a dark toaster > shows its close button in the text colour',
    '      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
    "      + 'rgb(0, 0, 0)'",
    '      at test/widgets/toaster-theme.test.tsx:31:12',
    '',
    'Chromium: 36/36 test files | 232 passed, 1 failed',
    ...Array.from({ length: 30 }, (_, at) => `progress line ${at}`),
  ].join('\n');
  const excerpt = failureExcerpt(output);
  assert.match(excerpt, /^ {2}❌ a dark toaster > shows its close button in the text colour$/m);
  assert.match(
    excerpt,
    /The first failure:\n ❌ a dark toaster[^\n]*\n\s+AssertionError[^\n]*\n[^\n]*\n\s+at test\/widgets\/toaster-theme\.test\.tsx:31:12$/,
  );
  assert.doesNotMatch(excerpt, /posts a lead|progress line|232 passed/);
  assert.ok(!excerpt.includes('\x1b'), 'no colour codes');
});

test('node:test: each failing test once, then the first failure in full from "failing tests", last', () => {
  const output = [
    '▶ npm run dev',
    '  ✔ serves the site on PORT with the real server (65ms)',
    '  ✖ shows a broken front matter on the page (1568ms)',
    "  ✖ builds the guide's post (120019ms)",
    '✖ npm run dev (161450ms)',
    'ℹ tests 11',
    'ℹ fail 2',
    '',
    '✖ failing tests:',
    '',
    'test at test/tools/build/content/dev.test.ts:3:2547',
    '✖ shows a broken front matter on the page (1568ms)',
    '  AssertionError [ERR_ASSERTION]: every page says so; / answered 0 SocketError: other side closed',
    '      at TestContext.<anonymous> (/work/main/test/tools/build/content/dev.test.ts:141:14)',
    '',
    'test at test/tools/build/content/dev.test.ts:3:3000',
    "✖ builds the guide's post (120019ms)",
    '  Error: timed out waiting for the new post and landing pages',
  ].join('\n');
  const excerpt = failureExcerpt(output);
  const [names, first] = excerpt.split('The first failure:\n');
  assert.equal(names!.match(/shows a broken front matter/g)?.length, 1, 'each failing test listed once');
  assert.match(names!, /builds the guide's post/);
  assert.doesNotMatch(names!, /failing tests|serves the site/);
  assert.equal(
    first,
    [
      'test at test/tools/build/content/dev.test.ts:3:2547',
      '✖ shows a broken front matter on the page (1568ms)',
      '  AssertionError [ERR_ASSERTION]: every page says so; / answered 0 SocketError: other side closed',
      '      at TestContext.<anonymous> (/work/main/test/tools/build/content/dev.test.ts:141:14)',
    ].join('\n'),
  );
});

test('Playwright: the ✘ lines, then the first numbered error, which the list reporter prints without a mark', () => {
  const output = [
    '  ✓  1 [desktop-1280] › foo.spec.ts:2:1 › passes (25ms)',
    '  ✘  2 [desktop-1280] › foo.spec.ts:3:1 › fails (52ms)',
    '  ✘  3 [desktop-1280] › foo.spec.ts:4:1 › fails too (11ms)',
    '',
    '',
    '  1) [desktop-1280] › foo.spec.ts:3:1 › fails ──────────────',
    '',
    '    Error: the count',
    '',
    '    Expected: 2',
    '    Received: 1',
    '        at /work/main/test/e2e/foo.spec.ts:3:46',
    '',
    '  2) [desktop-1280] › foo.spec.ts:4:1 › fails too ──────────',
    '',
    '    Error: boom',
    '',
    '  2 failed',
    '  1 passed (3.6s)',
  ].join('\n');
  const excerpt = failureExcerpt(output);
  assert.match(excerpt, /^ {2}✘ {2}2 \[desktop-1280\] › foo\.spec\.ts:3:1 › fails \(52ms\)$/m);
  assert.match(excerpt, /^ {2}✘ {2}3 .* fails too/m);
  const first = excerpt.split('The first failure:\n')[1]!;
  assert.match(
    first,
    /^ {2}1\) .* fails ─+\n\n {4}Error: the count\n\n {4}Expected: 2\n {4}Received: 1\n.*foo\.spec\.ts:3:46$/,
  );
  assert.doesNotMatch(first, /boom/);
});

test('a long list of failing tests is cut, saying how many more', () => {
  const output = [...Array.from({ length: 50 }, (_, at) => ` ❌ test ${at}\n      Error: ${at}`)].join('\n');
  const excerpt = failureExcerpt(output, { names: 5 });
  assert.match(excerpt, /❌ test 4\n {2}… and 45 more\n/);
  assert.doesNotMatch(excerpt, /❌ test 5$/m);
  assert.match(excerpt, /The first failure:\n ❌ test 0\n {6}Error: 0$/);
});

test('a room that crashed without marking a test repeats the end of its output', () => {
  const output = [...Array.from({ length: 100 }, (_, at) => `line ${at}`), 'Error: Cannot find module x'].join('\n');
  const excerpt = failureExcerpt(output);
  assert.match(excerpt, /Error: Cannot find module x$/);
  assert.doesNotMatch(excerpt, /^line 0$/m);
});
