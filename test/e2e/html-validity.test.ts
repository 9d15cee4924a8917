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

describe('HTML validity', () => {
  it('every prerendered page, the 404 screens included, passes the Nu HTML Checker without an error', () => {
    const run = spawnSync('java', ['-jar', vnu, '--format', 'json', '--errors-only', '--skip-non-html', path.resolve('dist')], { encoding: 'utf8' });
    assert.ok(run.status !== null, `the checker did not run: ${run.error?.message ?? ''}`);
    const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const problems = messages.map((m) => `${m.url.replace(/^.*\/dist\//, '/')}:${m.lastLine ?? '?'} ${m.message} [${m.extract ?? ''}]`);
    assert.deepEqual(problems, []);
  });
});
