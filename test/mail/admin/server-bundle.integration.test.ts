// The server bundle with the editor in it (rollup.server.config.ts): the
// build's content code and the catalogue's contracts are in, the React
// sections the catalogue names lazily are not, and every package it imports
// at run time is a production dependency, so `npm ci --omit=dev` (the image)
// runs it. Integration: it bundles the server (about 15 s).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { rollup, type OutputChunk } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

describe('the server bundle', () => {
  let chunk: OutputChunk;
  let modules: string[];
  before(async () => {
    const { options } = await loadConfigFile(path.resolve('rollup.server.config.ts'), { silent: true });
    const [{ output, ...input }] = options as [(typeof options)[number]];
    const bundle = await rollup(input);
    const { output: generated } = await bundle.generate(output[0]!);
    await bundle.close();
    const chunks = generated.filter((file): file is OutputChunk => file.type === 'chunk');
    assert.equal(chunks.length, 1, `one file: ${chunks.map((file) => file.fileName).join(', ')}`);
    chunk = chunks[0]!;
    modules = Object.keys(chunk.modules).map((id) => path.relative(process.cwd(), id));
  });

  it("holds the editor, the build's content checks and every widget's contract", () => {
    for (const file of [
      'mail/admin/admin-room.ts',
      'tools/build/content/check-landing-draft.ts',
      'tools/build/content/markdown.ts',
      'widgets/catalogue.ts',
      'widgets/hero/contract.ts',
      'widgets/enquiry-form/contract.ts',
    ])
      assert.ok(modules.includes(file), `${file} is in the bundle`);
  });

  it('holds no React section, no stylesheet and no React', () => {
    assert.deepEqual(
      modules.filter((id) => /\.(tsx|css)$|node_modules\/react/.test(id)),
      [],
    );
    assert.deepEqual(
      chunk.imports.filter((name) => /^react(-dom)?(\/|$)|scheduler/.test(name)),
      [],
    );
    assert.doesNotMatch(chunk.code, /import\(\s*['"][^'"]*\/(Hero|EnquiryForm|Toaster)['"]\s*\)/);
  });

  it('imports at run time only Node and the production dependencies', () => {
    const packageOf = (name: string) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
    const outside = chunk.imports
      .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))
      .map(packageOf)
      .filter((name) => !Object.hasOwn(manifest.dependencies, name));
    assert.deepEqual([...new Set(outside)], [], 'packages the image would not install (npm ci --omit=dev)');
  });
});
