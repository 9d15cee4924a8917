// The browser tests assert as the node tests do, with `node:assert/strict`. In
// Chromium that module is the `assert` package (node's own, published for
// browsers): its default export is node's legacy API and its `strict` property
// the strict one, as in node.
import { createRequire } from 'node:module';
import replace from '@rollup/plugin-replace';
import type { Plugin } from 'rollup';

const require = createRequire(import.meta.url);

const strictId = '\0node-assert-strict';

/**
 * Resolves `node:assert` to the assert package and `node:assert/strict` to its
 * strict API, so `assert.equal` is strictEqual in the browser as it is in node.
 * Listed before node-resolve, which would leave a `node:` import external.
 */
export function nodeAssert(): Plugin {
  return {
    name: 'node-assert',
    resolveId(source) {
      if (source === 'node:assert/strict') return strictId;
      // The trailing slash asks for the package: plain 'assert' is node's own
      // module, which node-resolve would leave external.
      if (source === 'node:assert') return require.resolve('assert/');
      return null;
    },
    load(id) {
      return id === strictId ? "import assert from 'node:assert';\nexport default assert.strict;\n" : null;
    },
  };
}

/**
 * The assert package and the util package it builds its messages with read
 * node's `process`, which a page has not. Each read is guarded (`process.stderr
 * && …`) or runs only in node's debugging and deprecation paths, so they read
 * as undefined here. Without this, building a failure's message throws
 * "process is not defined" instead of the AssertionError
 * (test/tools/build/node-assert.test.tsx checks that it does not).
 */
export const nodeAssertProcess = (): Plugin =>
  replace({
    preventAssignment: true,
    include: /node_modules[\\/](assert|util)[\\/]/,
    values: {
      'process.env.NODE_DEBUG': 'undefined',
      'process.stderr': 'undefined',
      'process.emitWarning': 'undefined',
      'process.throwDeprecation': 'undefined',
      'process.traceDeprecation': 'undefined',
    },
  });
