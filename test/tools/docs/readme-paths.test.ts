// Every file or folder a README (or a page of docs/, or the partner guide) names exists: a newcomer
// who follows `mail/queue/spool.ts` or a link to `../deploy/README.md` finds it.
// A name counts as a path when it is written in backticks or as a link and
// looks like one: it has a slash or a file extension, and is not an address
// on the site (`/widgets/guide`), a URL, a pattern (`<slug>`, `*.md`) or a
// command. It is looked up beside the document, then from the repository's root.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { allNames, documents } from './documents.ts';

const extension = /\.(ts|tsx|mts|mjs|js|json|md|css|html|yml|yaml|svg|woff2|conf|service|example)$/;

/**
 * What the server or the build makes at run time, which a document names but
 * no checkout holds: the data folder and its spool, test output, built files
 * (the partner guide's `reserve.css` is `dist/widgets/reserve.css`).
 */
const madeAtRunTime =
  /^(DATA_DIR\/|\.\/var$|var\/|spool\/|test-output\/|(\.\/)?dist(-server|-admin)?(\/|$)|routes\.json$|reserve\.css$)/;

/** The names in `markdown` that a reader would take for paths in this repository. */
export function namedPaths(markdown: string): string[] {
  // Fenced blocks are examples (a post's front matter, a shell session), not references.
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const names = [
    ...[...prose.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!),
    ...[...prose.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!),
  ];
  return names
    .map((name) => name.replace(/[.,:;]$/, ''))
    .filter(
      (name) =>
        // a file by its name, or a path of two parts or more
        (extension.test(name) || /^(\.{1,2}\/)*[\w.-]+(\/[\w.-]+)+\/?$/.test(name)) &&
        !/^\.\w+$/.test(name) && // an extension alone
        !/[<>*…{}=|'"]/.test(name) && // a pattern or a setting
        !/^(https?:|mailto:|\/)/.test(name) && // a URL or an address on the site
        !/^(application|multipart|text|image|font)\//.test(name) && // a media type
        !/^[\d.]+\/\d+$/.test(name) && // a network (10.0.0.0/8)
        !/-[\w]{8}\.\w+$/.test(name) && // a built file's hashed name
        !madeAtRunTime.test(name),
    );
}

const names = allNames();

/** Beside the document, from the root, or (a bare file name) anywhere in the tree. */
const exists = (document: string, name: string) =>
  ['', '.ts', '.tsx'].some(
    // a module is often named without its extension, as an import names it
    (suffix) => existsSync(path.join(path.dirname(document), name + suffix)) || existsSync(name + suffix),
  ) ||
  (!name.includes('/') && names.has(name));

for (const document of documents()) {
  test(`${document} names only paths that exist`, () => {
    const missing = namedPaths(readFileSync(document, 'utf8')).filter((name) => !exists(document, name));
    assert.deepEqual([...new Set(missing)], [], `${document} names paths that do not exist`);
  });
}

test('a path in backticks or a link is found, a site address or a pattern is not', () => {
  assert.deepEqual(
    namedPaths(
      'See `mail/queue/spool.ts`, [deploy](../deploy/README.md#tls), `grid.css`, `/widgets/guide`, `<slug>.md`, ' +
        '`npm run dev`, `https://x.example/a.js`, `multipart/form-data`, `DATA_DIR/spool`, `client-Bx3k9_aQ.js`.',
    ),
    ['mail/queue/spool.ts', 'grid.css', '../deploy/README.md'],
  );
});
