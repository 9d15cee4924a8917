// `rollup -c` for the site's client and its widgets (rollup.config.ts), in one
// process that hands the client build's modules to the widgets' build. Both
// compile the same sources through the same plugins, so the widgets take the
// client's TypeScript output instead of compiling every module again; rollup's
// CLI builds the configs of one file apart, each from nothing. Warnings stay
// silent, as with `rollup -c --silent`.
import path from 'node:path';
import { rollup, type RollupCache } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { CONTRACTS } from './strip-contract-docs.ts';

const { options } = await loadConfigFile(path.resolve('rollup.config.ts'), { silent: true });
let cache: RollupCache | undefined;
for (const { output, ...input } of options) {
  const bundle = await rollup({ ...input, cache });
  // The widgets strip the prose from the contracts, which the client keeps: theirs must be compiled anew.
  cache = bundle.cache && { ...bundle.cache, modules: bundle.cache.modules.filter(({ id }) => !CONTRACTS.test(id)) };
  await Promise.all(output.map((out) => bundle.write(out)));
  await bundle.close();
}
