// `import { posts } from 'virtual:it-content/posts'`: the site's Markdown
// content (posts, policy pages, landing pages), read, checked and rendered to
// HTML at build time by content/compile-content.ts, inlined as data. Own
// plugin: the content is checked against our zod schemas and widget catalogue
// and rendered by our TypeScript in Node, which no published plugin does.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'rollup';

const PREFIX = 'virtual:it-content/';

/** The folders whose Markdown files make the content; `npm run dev` watches them. */
export const contentDirs: string[] = [
  'src/content/blog/posts',
  'src/content/legal',
  'src/content/landing',
  'src/content/widgets',
];

/**
 * Compiles all content in one Node process; a bad file stops the build with
 * the checker's message (the file and each wrong field).
 */
function compile(): Record<string, Record<string, unknown>> {
  const result = spawnSync(
    process.execPath,
    ['--import', './tools/build/node-hooks.ts', 'tools/build/content/compile-content.ts'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`the content has problems:\n${result.stderr}`);
  // What the compiler says besides the content (the posts it leaves out, and why) is for the writer.
  if (result.stderr) process.stderr.write(result.stderr);
  return JSON.parse(result.stdout) as Record<string, Record<string, unknown>>;
}

/**
 * JSON of `value` with every rendered text (`html`) left empty, for a bundle
 * whose pages take their prose from the prerendered HTML and never render it.
 */
const withoutHtml = (value: unknown) =>
  JSON.stringify(value, (key, item: unknown) =>
    key !== 'html' ? item : Array.isArray(item) ? item.map(() => '') : '',
  );

/**
 * The rollup plugin: every `virtual:it-content/*` module from one compile per
 * build. With `{ html: false }` the posts', policy pages' and landing pages'
 * HTML is left out (their titles, dates and the rest stay), so the prose is
 * in no JavaScript file; for a client that does not hydrate those parts.
 * With `watchOnly` (a file), a rebuild in watch mode follows that file alone,
 * not the Markdown: `npm run dev` touches it once the pages have been rebuilt.
 */
export function markdownContent({ html = true, watchOnly }: { html?: boolean; watchOnly?: string } = {}): Plugin {
  let content: Record<string, Record<string, unknown>> | undefined;
  return {
    name: 'markdown-content',
    buildStart() {
      content = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      // In watch mode an edited file rebuilds (or, with watchOnly, the file dev.ts touches when it should).
      if (watchOnly) this.addWatchFile(watchOnly);
      else
        for (const dir of contentDirs) for (const file of readdirSync(dir)) this.addWatchFile(path.resolve(dir, file));
      content ??= compile();
      const exports = content[id.slice(1 + PREFIX.length)];
      if (!exports)
        throw new Error(`${id.slice(1)} is not a content module; there are ${Object.keys(content).join(', ')}`);
      return Object.entries(exports)
        .map(([name, value]) => {
          const json = html ? JSON.stringify(value) : withoutHtml(value);
          // Pure: a bundle that imports the module but not this export (the server, for post titles) drops it.
          return `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(json)});`;
        })
        .join('\n');
    },
  };
}
