// Every prerendered page is valid HTML by the Nu HTML Checker (vnu-jar, on Java).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '../support/e2e-test.ts';

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

/** Runs the checker over dist/ and returns its exit code and its JSON report (written to stderr). */
function checkDist(): Promise<{ status: number | null; error?: Error; report: string }> {
  return new Promise((resolve) => {
    // Asynchronous, so the worker keeps answering the runner while Java works.
    const run = spawn('java', [
      // One short run over every page: the JIT's first tier is enough (half the
      // CPU of the default two), with the serial collector. Code compiled by
      // that tier takes more stack, and the checker's schema is deeply recursive.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xss4m',
      '-jar',
      vnu,
      '--format',
      'json',
      '--errors-only',
      '--skip-non-html',
      path.resolve('dist'),
    ]);
    let report = '';
    run.stderr.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
    run.on('error', (error) => resolve({ status: null, error, report }));
    run.on('close', (status) => resolve({ status, report }));
  });
}

test.describe('HTML validity', () => {
  test('every prerendered page, the 404 screens included, passes the Nu HTML Checker without an error', async () => {
    const run = await checkDist();
    expect(run.status, `the checker did not run: ${run.error?.message ?? ''}`).not.toBeNull();
    const { messages } = JSON.parse(run.report || '{"messages":[]}') as { messages: VnuMessage[] };
    const problems = messages
      .filter((m) => !isContainerQueryGap(m))
      .map((m) => `${m.url.replace(/^.*\/dist\//, '/')}:${m.lastLine ?? '?'} ${m.message} [${m.extract ?? ''}]`);
    expect(problems).toEqual([]);
  });
});
