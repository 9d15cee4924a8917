import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureExcerpt } from '../failure-excerpt';

test('a failed room repeats each failing test with its assertion, without the passing ones', () => {
  const output = [
    '\x1b[32m✓\x1b[39m posts a lead',
    'test/widgets/toaster-theme.test.js:',
    '',
    ' \x1b[31m❌\x1b[39m a dark toaster > shows its close button in the text colour',
    '      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
    "      + 'rgb(0, 0, 0)'",
    '      at test/widgets/toaster-theme.test.tsx:31:12',
    ...Array.from({ length: 30 }, (_, at) => `  progress line ${at}`),
    'Chromium: 36/36 test files | 232 passed, 1 failed',
  ].join('\n');
  const excerpt = failureExcerpt(output, 3);
  assert.match(excerpt, /❌ a dark toaster > shows its close button in the text colour/);
  assert.match(excerpt, /test\/widgets\/toaster-theme\.test\.tsx:31:12/);
  assert.doesNotMatch(excerpt, /posts a lead|progress line 5/);
  assert.ok(!excerpt.includes('\x1b'), 'no colour codes');
});

test('a room that crashed without marking a test repeats the end of its output', () => {
  const output = [...Array.from({ length: 100 }, (_, at) => `line ${at}`), 'Error: Cannot find module x'].join('\n');
  const excerpt = failureExcerpt(output);
  assert.match(excerpt, /Error: Cannot find module x$/);
  assert.doesNotMatch(excerpt, /^line 0$/m);
});
