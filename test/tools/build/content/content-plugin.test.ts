// The content modules as the browser bundles get them: with the rendered prose,
// or, for a client that does not hydrate it, without a word of it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rollup, type Plugin } from 'rollup';
import { markdownContent } from '../../../../tools/build/content-plugin.ts';

/** The bundled code of a module that uses every content module. */
async function bundle(options?: { html?: boolean }): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? id : null),
    load: (id) =>
      id === 'entry'
        ? [
            "import { posts } from 'virtual:it-content/posts';",
            "import { privacy } from 'virtual:it-content/legal';",
            "import { landingPages } from 'virtual:it-content/landing-pages';",
            'console.log(posts, privacy, landingPages);',
          ].join('\n')
        : null,
  };
  const build = await rollup({ input: 'entry', plugins: [entry, markdownContent(options)] });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output[0].code;
}

describe('markdownContent', () => {
  it('inlines the posts, the policy pages and the landing pages with their HTML', async () => {
    const code = await bundle();
    assert.ok(code.includes('Five Habits That Keep Your Cloud Bill Predictable'));
    assert.ok(code.includes('Almost every cloud cost conversation'), 'a post body');
    assert.ok(code.includes('Who is responsible for your data'), 'the privacy text');
    assert.ok(code.includes('Move to the cloud without the surprises'), 'the landing page prose');
  });

  it('with html: false keeps titles and metadata but no prose', async () => {
    const code = await bundle({ html: false });
    assert.ok(code.includes('Five Habits That Keep Your Cloud Bill Predictable'));
    assert.ok(code.includes('cloud-infrastructure'), "a landing page's section props");
    for (const prose of [
      'Almost every cloud cost conversation',
      'Who is responsible for your data',
      'without the surprises',
    ])
      assert.ok(!code.includes(prose), `"${prose}" is in the bundle`);
  });
});
