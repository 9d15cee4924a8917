// The configuration reference an operator reads (docs/operating.md's table,
// .env.example, `--help`) against the schema the server really parses.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { configTable, envExample } from '../../../mail/config-help.ts';
import { loadConfig } from '../../../mail/config.ts';
import { OPERATING_PAGE, withConfigTable } from '../../../tools/docs/config-docs.ts';

const readme = readFileSync(OPERATING_PAGE, 'utf8');

/** name → default, from the operator's page's table as a reader sees it. */
function readmeDefaults(): Map<string, string> {
  const rows = [...readme.matchAll(/^\| `([A-Z_]+)` \| `?([^|`]*)`? \|/gm)];
  return new Map(rows.map(([, name, shown]) => [name!, shown!]));
}

test('docs/operating.md lists every variable the server reads, as its schema says (npm run docs:config)', () => {
  assert.ok(readme.includes(configTable()), 'docs/operating.md is behind mail/config.ts: run npm run docs:config');
  assert.equal(withConfigTable(readme), readme);
});

test('.env.example lists every variable at its default (npm run docs:config)', () => {
  assert.equal(readFileSync('.env.example', 'utf8'), envExample(), '.env.example is behind mail/config.ts');
});

test('server --help prints every variable with the default docs/operating.md gives, even when the environment is wrong', () => {
  const help = spawnSync(
    process.execPath,
    ['--import', './tools/build/node-hooks.ts', 'mail/server.ts', '--help'],
    // A bad PORT would stop the server; help must not need a good environment.
    { encoding: 'utf8', env: { ...process.env, PORT: 'eighty' } },
  );
  assert.equal(help.status, 0, help.stderr);
  const listed = new Map(
    [...help.stdout.matchAll(/^ {2}([A-Z_]+) \(default: (.*)\)$/gm)].map(([, name, shown]) => [name!, shown!]),
  );
  const documented = readmeDefaults();
  assert.ok(documented.size >= 20, `the operator's table has ${documented.size} rows`);
  assert.deepEqual(listed, documented);
});

test('every documented default is what the server takes when the variable is unset', () => {
  const config = loadConfig({}) as Record<string, unknown>;
  for (const [name, shown] of readmeDefaults()) {
    const value = config[name];
    if (shown === 'unset') assert.equal(value, undefined, name);
    else if (shown === 'none') assert.deepEqual(value, [], name);
    else if (Array.isArray(value)) assert.equal(value.join(','), shown, name);
    else if (typeof value === 'string' && name.endsWith('_DIR')) assert.ok(value.endsWith(shown.slice(1)), name);
    else assert.equal(String(value), shown, name);
  }
});
