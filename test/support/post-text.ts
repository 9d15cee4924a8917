import { readFileSync } from 'node:fs';
import path from 'node:path';
import { postPlainText } from '../../tools/build/search-index.ts';
import { postSummaries } from '../../src/content/blog.ts';

/** Each post's body text, by slug, as its built page in dist/ shows it. */
export function builtPostBodies(): Map<string, string> {
  return new Map(
    postSummaries.map((post) => [
      post.slug,
      postPlainText(readFileSync(path.resolve('dist/blog-single', post.slug, 'index.html'), 'utf8')),
    ]),
  );
}

/**
 * Runs of 30 or more plain characters (letters, spaces, commas) from every
 * post's body: text that reads the same in HTML, JSON or a minified script,
 * so finding one in a file means the file carries that post's prose.
 */
export function postSentenceRuns(bodies = builtPostBodies()): string[] {
  return [...bodies.values()].flatMap((text) => text.match(/[A-Za-z][A-Za-z ,]{29,}/g) ?? []);
}
