// `npm run docs:config`: writes the configuration reference, read off the
// server's schema (mail/config.ts), into docs/operating.md's table and .env.example.
// test/tools/docs/config-docs.test.ts fails when either is behind the schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { configTable, envExample } from '../../mail/config-help.ts';

/** The lines that fence the generated table in the operator's page. */
export const OPERATING_PAGE = 'docs/operating.md';
export const TABLE_START = '<!-- configuration table: npm run docs:config writes it from mail/config.ts -->';
export const TABLE_END = '<!-- end of the configuration table -->';

/** The operator's page with its configuration table replaced by one read off the schema. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`${OPERATING_PAGE} has no "${TABLE_START}" … "${TABLE_END}" block`);
  // Kept out of Prettier's way: it would pad every column to the longest cell, a table no longer as generated.
  const table = `<!-- prettier-ignore-start -->\n${configTable()}\n<!-- prettier-ignore-end -->`;
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

if (import.meta.main) {
  writeFileSync(OPERATING_PAGE, withConfigTable(readFileSync(OPERATING_PAGE, 'utf8')));
  writeFileSync('.env.example', envExample());
  console.log(`${OPERATING_PAGE} and .env.example now list every variable of mail/config.ts.`);
}
