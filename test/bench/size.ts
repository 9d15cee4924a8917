// `npm run bench:size`: what the widgets cost a partner's page, against budgets.
// A benchmark, not a test: it reports figures and never fails on them.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { closure, kb, total, widgetFiles } from './widget-sizes';

if (!existsSync('dist/widgets/index.js')) {
  console.error('dist/widgets/ is missing: run npm run build first.');
  process.exit(1);
}

/** Budgets of issue 4: JavaScript a page pays for one tag alone, gzip. */
const budgets: Record<string, number> = { 'enquiry-form': 90 * 1024, 'tech-stack': 80 * 1024 };

const { entries, runtime } = widgetFiles();
const rows: string[] = [];
const runtimeSizes = total(runtime);
rows.push(`| runtime chunk (React, react-dom, r2wc) | ${kb(runtimeSizes.gzip)} | ${kb(runtimeSizes.brotli)} | | |`);
const report: Record<string, unknown> = { runtime: runtimeSizes, widgets: {} };

for (const entry of entries.sort()) {
  const name = path.basename(entry, '.js');
  const own = total([entry]);
  const alone = total(closure(entry));
  const budget = budgets[name];
  const verdict = budget === undefined ? '' : alone.gzip <= budget ? `≤ ${kb(budget)}: holds` : `≤ ${kb(budget)}: OVER by ${kb(alone.gzip - budget)}`;
  rows.push(`| ${name}.js | ${kb(own.gzip)} | ${kb(own.brotli)} | ${kb(alone.gzip)} / ${kb(alone.brotli)} | ${verdict} |`);
  (report.widgets as Record<string, unknown>)[name] = { entry: own, alone, budget };
}
for (const name of Object.keys(budgets)) {
  if (!entries.some((e) => path.basename(e, '.js') === name)) rows.push(`| ${name}.js | not built yet | | | ≤ ${kb(budgets[name] ?? 0)} |`);
}

const table = [
  '| file | entry gzip KB | entry brotli KB | page total alone gzip / brotli KB | budget (gzip KB) |',
  '|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(table);
mkdirSync('bench', { recursive: true });
writeFileSync(path.join('bench', 'widget-sizes.json'), JSON.stringify(report, null, 2));
