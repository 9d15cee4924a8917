// rollup.config.mjs, the file `rollup -c` finds without a name: it must hold
// every rollup build of the project, so `npx rollup -c` leaves nothing stale.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadConfigFile } from 'rollup/loadConfigFile';

const inputsOf = async () => {
  const { options } = await loadConfigFile(path.resolve('rollup.config.mjs'), { silent: true });
  return options.map(({ input }) => (typeof input === 'string' ? [input] : Object.values(input ?? {})).flat());
};

describe('rollup.config.mjs', () => {
  it("builds the site's client, every widget, the editor and the server", async () => {
    const builds = await inputsOf();
    const all = builds.flat().map((input) => path.relative('.', String(input)));
    assert.equal(builds.length, 4, `four builds: ${JSON.stringify(builds)}`);
    assert.ok(all.includes('pages/admin/main.tsx'), 'the editor');
    assert.ok(all.includes('mail/server.ts'), 'the server');
    assert.ok(
      all.some((input) => input.startsWith('widgets/')),
      'the widgets',
    );
    assert.ok(
      all.some((input) => input.startsWith('pages/') || input.startsWith('src/')),
      "the site's client",
    );
  });
});
