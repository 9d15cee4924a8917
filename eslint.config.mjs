// ESLint with typescript-eslint's type-aware rules and the React team's hooks
// rules; Prettier owns formatting (npm run check runs both). Chosen over Biome
// for two rules Biome cannot match: eslint-plugin-react-hooks is the React
// compiler's own analysis (purity, refs, effects), and typescript-eslint's
// no-floating-promises reads real types, which matters in mail/, where a
// forgotten await can drop a visitor's message.
// JavaScript, unlike the rest of the tooling: ESLint 10 loads an eslint.config.ts
// only through jiti (not a dependency here) or behind its
// unstable_native_nodejs_ts_config flag, which every run (npm run check, an
// editor's ESLint) would then have to pass.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A relative import that does not name its file (`./x`, `../y/z`, `..`): Node's
 * own type stripping, which runs the tooling and the server, resolves no
 * extension, so every relative import names its `.ts` or `.tsx` file, as the
 * server's code always has. A query (`./Hero.tsx?first-view`) may follow.
 */
const unnamedFile = String.raw`/^\.{1,2}(\x2F([^?]*\x2F)?[^.\x2F?]+)?(\?.*)?$/`;
const importRule = (node) => ({
  selector: `${node}[source.value=${unnamedFile}]`,
  message: 'Name the imported file with its extension (./x.ts, ./X.tsx): Node resolves none.',
});

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'dist-admin/', '.build/', 'node_modules/', 'test-output/', 'var/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // node:test's test() and describe() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite', 'before', 'after'] },
          ],
        },
      ],
      // An async function with no await is how fastify handlers and implementations of
      // Promise-returning interfaces are written; no-floating-promises and
      // no-misused-promises catch the mistakes that matter.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map(importRule),
      ],
    },
  },
  {
    // The file's name picks its runner (test/README.md): `*.test.ts` is node:test's, whose `it` and
    // `describe` are imports, never globals; one without them would type-check against mocha's and fail only when run.
    files: ['test/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map(importRule),
        {
          selector: 'Program:not(:has(ImportDeclaration[source.value="node:test"]))',
          message: 'A node test (*.test.ts) imports describe, it or test from node:test.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'pages/**/*.tsx', 'tools/**/*.tsx', 'test/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
);
