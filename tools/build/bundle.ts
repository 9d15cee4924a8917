// `rollup -c` for the site's client, its widgets and the editor (rollup.config.ts),
// in one process that hands each build's modules to the next. They compile the
// same sources through the same plugins, so the widgets take the client's
// TypeScript output, and the editor (whose screens render the same sections)
// what both compiled, instead of compiling every module again; rollup's CLI
// builds the configs of one file apart, each from nothing. Warnings stay
// silent, as with `rollup -c --silent`.
import path from 'node:path';
import { rollup, type RollupCache, type ModuleJSON } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { CONTRACTS } from './strip-contract-docs.ts';

const { options } = await loadConfigFile(path.resolve('rollup.config.ts'), { silent: true });
/** Every module compiled so far, by id: the editor renders sections of both earlier builds. */
const compiled = new Map<string, ModuleJSON>();
let cache: RollupCache | undefined;
for (const { output, ...input } of options) {
  const bundle = await rollup({ ...input, cache });
  // The widgets strip the prose from the contracts, which the client and the
  // editor keep: each build after the client compiles them anew.
  for (const module of bundle.cache?.modules ?? []) if (!CONTRACTS.test(module.id)) compiled.set(module.id, module);
  cache = bundle.cache && { ...bundle.cache, modules: [...compiled.values()] };
  await Promise.all(output.map((out) => bundle.write(out)));
  await bundle.close();
}
