// The module hooks every node test, the prerender and the benches load first
// (tools/build/css-in-node.ts): a stylesheet import is an empty module and
// `virtual:it-content/*` is the Markdown content, with no deprecation on the
// Node that runs them. CI runs this room on Node 26 too, where the hooks
// thread of module.register() is deprecated.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { posts } from '../../../src/content/blog/all-posts.ts';

test('css-in-node: a stylesheet loads as nothing and the content as its compiler makes it, and Node warns of nothing', () => {
  const script = [
    "import './src/styles/base.css';",
    "const { posts } = await import('virtual:it-content/posts');",
    'console.log(posts.length);',
  ].join('\n');
  const run = spawnSync(
    process.execPath,
    ['--throw-deprecation', '--import', './tools/build/node-hooks.ts', '--input-type=module', '--eval', script],
    { encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stderr, '', 'nothing on stderr: no deprecation, no warning');
  assert.equal(Number(run.stdout.trim()), posts.length);
  assert.ok(posts.length > 0);
});
