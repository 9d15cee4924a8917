// `npm run bench:size`: what the widgets cost a partner's page, and what the
// home page, a post, /contact, /career and /tech-stack load in Chromium on a phone before the visitor
// does anything, against budgets; and that none of a post page's scripts holds
// a sentence of any post. CI runs it after the tests (it reads their dist/) and
// fails on a breach: it exits 1, naming each one.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../test/support/browser.ts';
import { ensureChromium } from '../test/support/chromium.ts';
import { builtPages, startSite } from '../test/support/site-server.ts';
import { postSentences, scriptsBeforeInteraction } from './page-scripts.ts';
import { atFirstInput, atSend, awakeFiles, closure, kb, languageChunk, total, widgetFiles } from './widget-sizes.ts';

if (!existsSync('dist/widgets/index.js')) {
  console.error('dist/widgets/ is missing: run npm run build first.');
  process.exit(1);
}

/**
 * The widgets' budgets: JavaScript a page pays for one tag alone, gzip, all of
 * it: the first view's script and, once the tag wakes, React and the section.
 */
const budgets: Record<string, number> = { 'enquiry-form': 90 * 1024, 'tech-stack': 80 * 1024 };
/**
 * What a tag costs before React, gzip: the script that paints its first view
 * and arms its wake-up (the entry and its static imports). A form in English
 * must paint within one small request's worth of script.
 */
const firstViewBudgets: Record<string, number> = { 'enquiry-form': 8 * 1024 };
/**
 * JavaScript a page loads on a phone before any interaction, gzip. Nothing on
 * these first screens needs React before the visitor acts: a post's menu is a
 * native popover; the home page's hero carousel turns by a small script of its
 * own and wakes React only when used; the forms of /contact and /career, the
 * tabs of /tech-stack and /contact's map facades wait to be used (or, the forms
 * and tabs, scrolled to). So each loads the island loader and little more.
 */
const pageBudgets: Record<string, number | undefined> = {
  home: 8 * 1024,
  post: 30 * 1024,
  contact: 10 * 1024,
  career: 10 * 1024,
  'tech-stack': 10 * 1024,
};
const breaches: string[] = [];
const challengeBudget = 40 * 1024;
let challenge: string | undefined;
const languageBudget = 3 * 1024;
const languages = new Map<string, number>();
const sends = new Map<string, number>();

/** A figure against its budget, for the table. */
const within = (bytes: number, budget: number) =>
  bytes <= budget ? `≤ ${kb(budget)}: holds` : `≤ ${kb(budget)}: OVER by ${kb(bytes - budget)}`;

const { entries, runtime } = widgetFiles();
const rows: string[] = [];
const runtimeSizes = total(runtime);
rows.push(
  `| runtime chunk (React, react-dom and the widgets' shared React side) | ${kb(runtimeSizes.gzip)} | ${kb(runtimeSizes.brotli)} | | | |`,
);
const report: Record<string, unknown> = { runtime: runtimeSizes, widgets: {} };

for (const entry of entries.sort()) {
  const name = path.basename(entry, '.js');
  const own = total([entry]);
  const firstView = total(closure(entry));
  const everything = closure(entry, { lazy: true });
  challenge ??= everything.find(atFirstInput);
  const awake = awakeFiles(entry);
  const alone = total(awake);
  if (name === 'enquiry-form') {
    for (const chunk of everything.filter(languageChunk)) {
      const added = closure(chunk).filter((file) => !awake.includes(file));
      languages.set(chunk, total(added).gzip);
    }
    for (const chunk of everything.filter(atSend)) {
      sends.set(chunk, total(closure(chunk).filter((file) => !awake.includes(file))).gzip);
    }
  }
  const budget = budgets[name];
  const firstViewBudget = firstViewBudgets[name];
  const verdicts = [
    firstViewBudget === undefined ? '' : `first view ${within(firstView.gzip, firstViewBudget)}`,
    budget === undefined ? '' : within(alone.gzip, budget),
  ].filter(Boolean);
  if (firstViewBudget !== undefined && firstView.gzip > firstViewBudget)
    breaches.push(`<it-${name}>'s first view: ${firstView.gzip} B gzip > ${firstViewBudget} B`);
  if (budget !== undefined && alone.gzip > budget)
    breaches.push(`<it-${name}> alone: ${kb(alone.gzip)} KB gzip > ${kb(budget)} KB`);
  rows.push(
    `| ${name}.js | ${kb(own.gzip)} | ${kb(own.brotli)} | ${kb(firstView.gzip)} | ${kb(alone.gzip)} / ${kb(alone.brotli)} | ${verdicts.join('; ')} |`,
  );
  (report.widgets as Record<string, unknown>)[name] = { entry: own, firstView, alone, budget, firstViewBudget };
}
if (challenge) {
  const sizes = total([challenge]);
  const verdict = sizes.gzip <= challengeBudget ? `≤ ${kb(challengeBudget)}: holds` : `≤ ${kb(challengeBudget)}: OVER`;
  if (sizes.gzip > challengeBudget)
    breaches.push(`the proof-of-work: ${kb(sizes.gzip)} KB gzip > ${kb(challengeBudget)} KB`);
  rows.push(
    `| ${path.basename(challenge)} (form widgets, at the visitor's first focus or input) | | | | ${kb(sizes.gzip)} / ${kb(sizes.brotli)} | ${verdict} |`,
  );
  report.challenge = { ...sizes, budget: challengeBudget };
}
report.languages = {};
for (const [chunk, gzip] of languages) {
  const code = path.basename(chunk).slice(0, 2);
  const verdict = gzip <= languageBudget ? `≤ ${kb(languageBudget)}: holds` : `≤ ${kb(languageBudget)}: OVER`;
  if (gzip > languageBudget) breaches.push(`the ${code} catalogue: ${kb(gzip)} KB gzip > ${kb(languageBudget)} KB`);
  rows.push(
    `| ${path.basename(chunk)} (the ${code} catalogue, what it adds to a form that speaks it) | | | | ${kb(gzip)} | ${verdict} |`,
  );
  (report.languages as Record<string, unknown>)[code] = { gzip, budget: languageBudget };
}
report.sends = {};
for (const [chunk, gzip] of sends) {
  const native = chunk.includes('first-view-post');
  const what = native
    ? 'a send before React: the first view posts natively'
    : "the lead-source rules, at a form's first focus or input";
  rows.push(`| ${path.basename(chunk)} (${what}) | | | | ${kb(gzip)} | |`);
  (report.sends as Record<string, unknown>)[native ? 'nativePost' : 'leadSource'] = { gzip };
}
for (const name of Object.keys(budgets)) {
  if (entries.some((e) => path.basename(e, '.js') === name)) continue;
  rows.push(`| ${name}.js | missing | | | | ≤ ${kb(budgets[name] ?? 0)} |`);
  breaches.push(`${name}.js has a budget but was not built`);
}

if (!ensureChromium()) process.exit(1);
const pages = await builtPages();
const postPaths = Object.keys(pages).filter((p) => p.startsWith('/blog-single/'));
const measured = {
  home: '/',
  post: postPaths[0] ?? '/blog-single/missing',
  contact: '/contact',
  career: '/career',
  'tech-stack': '/tech-stack',
};
const server = await startSite();
const browser = await launchBrowser();
report.pages = {};
try {
  for (const [name, urlPath] of Object.entries(measured)) {
    const files = await scriptsBeforeInteraction(browser, server.url, urlPath);
    const sizes = total(files);
    const budget = pageBudgets[name];
    const verdict =
      budget === undefined
        ? ''
        : sizes.gzip <= budget
          ? `≤ ${kb(budget)}: holds`
          : `≤ ${kb(budget)}: OVER by ${kb(sizes.gzip - budget)}`;
    if (budget !== undefined && sizes.gzip > budget)
      breaches.push(`${urlPath}: ${kb(sizes.gzip)} KB gzip before interaction > ${kb(budget)} KB`);
    rows.push(
      `| ${name} page (${urlPath}), on a phone before any interaction: ${files.length} scripts | | | | ${kb(sizes.gzip)} / ${kb(sizes.brotli)} | ${verdict} |`,
    );
    (report.pages as Record<string, unknown>)[name] = { path: urlPath, scripts: files.length, ...sizes, budget };
    if (name === 'post') {
      const sentences = postSentences(
        'dist',
        postPaths.map((p) => pages[p] ?? ''),
      );
      if (sentences.length < 50)
        breaches.push(`only ${sentences.length} post sentences found to look for: has the post markup changed?`);
      for (const file of files) {
        const code = readFileSync(file, 'utf8');
        const found = sentences.find((sentence) => code.includes(sentence));
        if (found)
          breaches.push(`${path.basename(file)}, loaded by ${urlPath}, holds post text: "${found.slice(0, 60)}…"`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}

// The editor (dist-admin/, served at /admin/ only where it is on): its own row, no budget, as no public page
// loads it; and the proof that none does: no file of the public site names it or holds the builder's code.
const editorScripts = existsSync('dist-admin/index.html')
  ? readdirSync('dist-admin', { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'))
      .map((name) => path.join('dist-admin', name))
  : [];
if (editorScripts.length === 0) breaches.push('dist-admin/ (the editor at /admin/) was not built');
else {
  const sizes = total(editorScripts);
  rows.push(
    `| the editor at /admin/ (dist-admin/, never a public page's): ${editorScripts.length} scripts, all | | | | ${kb(sizes.gzip)} / ${kb(sizes.brotli)} | none: staff only |`,
  );
  report.editor = { scripts: editorScripts.length, ...sizes };
}
for (const name of readdirSync('dist', { recursive: true, encoding: 'utf8' })) {
  if (!/\.(js|html)$/.test(name)) continue;
  const code = readFileSync(path.join('dist', name), 'utf8');
  if (/dist-admin|data-puck-component|\/admin\/assets\//.test(code))
    breaches.push(`dist/${name} names the editor or holds its code`);
}

const table = [
  '| file | entry gzip KB | entry brotli KB | first view (before React) gzip KB | page total alone, all loaded, gzip / brotli KB | budget (gzip KB) |',
  '|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(table);
mkdirSync('bench', { recursive: true });
writeFileSync(path.join('bench', 'widget-sizes.json'), JSON.stringify(report, null, 2));
if (breaches.length > 0) {
  console.error(`\nOver budget:\n- ${breaches.join('\n- ')}`);
  process.exit(1);
}
