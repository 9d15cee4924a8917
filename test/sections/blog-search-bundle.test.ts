// What the blog search box costs a page, bundled as the site bundles it: no
// post's text, and no search engine until the box is used (MiniSearch and the
// index come later, by dynamic import and fetch).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rollup, type OutputChunk, type RollupLog } from 'rollup';
import { widgetPlugins } from '../../rollup.config.ts';
import { postSentenceRuns } from '../support/post-text.ts';

/** BlogSearch's bundle: the code a page loads with it, and the chunks it may load later. */
async function bundleBlogSearch(): Promise<{ upFront: string; later: string[] }> {
  const build = await rollup({
    input: 'src/sections/BlogSearch.tsx',
    external: (id) => /^(react|react-dom|wouter)(\/|$)/.test(id),
    plugins: widgetPlugins('./tsconfig.browser.json', { noCheck: true }),
    onwarn: (warning: RollupLog) => void warning,
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const staticFiles = new Set([entry.fileName, ...entry.imports]);
  return {
    upFront: chunks
      .filter((chunk) => staticFiles.has(chunk.fileName))
      .map((chunk) => chunk.code)
      .join('\n'),
    later: chunks.filter((chunk) => !staticFiles.has(chunk.fileName)).map((chunk) => chunk.code),
  };
}

describe('the blog search box as bundled', () => {
  it('carries no sentence of any post, and MiniSearch only in a chunk loaded on use', async () => {
    const runs = postSentenceRuns();
    const { upFront, later } = await bundleBlogSearch();
    assert.deepEqual(
      runs.filter((run) => upFront.includes(run)),
      [],
      'post text rides with the search box',
    );
    assert.ok(!upFront.includes('MiniSearch: '), 'MiniSearch loads with the page');
    assert.ok(
      later.some((code) => code.includes('MiniSearch: ')),
      'MiniSearch is not among the chunks loaded on use',
    );
  });
});
