// Every prerendered page is valid HTML by the Nu HTML Checker (vnu-jar, on Java).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const vnu = createRequire(import.meta.url)('vnu-jar') as string;

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * The checker's CSS grammar predates CSS Containment Level 3 (container queries,
 * in every current engine since 2023): it reports `container-type`, `@container`
 * and `cqi` lengths as errors. Only those messages are set aside; any other CSS
 * or HTML error still fails.
 */
function isContainerQueryGap({ message, extract = '' }: VnuMessage): boolean {
  if (!message.startsWith('CSS: ')) return false;
  return (
    message.includes("Property “container-type” doesn't exist") ||
    message.includes('Unrecognized at-rule “@container”') ||
    (message.endsWith('Parse Error.') && /\dcqi\b/.test(extract))
  );
}

describe('HTML validity', () => {
  it('every prerendered page, the 404 screens included, passes the Nu HTML Checker without an error', () => {
    const run = spawnSync(
      'java',
      ['-jar', vnu, '--format', 'json', '--errors-only', '--skip-non-html', path.resolve('dist')],
      { encoding: 'utf8' },
    );
    assert.ok(run.status !== null, `the checker did not run: ${run.error?.message ?? ''}`);
    const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const problems = messages
      .filter((m) => !isContainerQueryGap(m))
      .map((m) => `${m.url.replace(/^.*\/dist\//, '/')}:${m.lastLine ?? '?'} ${m.message} [${m.extract ?? ''}]`);
    assert.deepEqual(problems, []);
  });
});
