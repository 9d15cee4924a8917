// initdb is most of a throwaway cluster's start (seconds on a loaded machine)
// and writes the same files every time: it runs once per PostgreSQL install
// and settings, into a template under the temp dir, and each cluster starts
// from a copy of that (a fraction of a second).
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs a program as the user the cluster runs as; rejects when it fails. */
export type RunAsServer = (program: string, args: string[]) => Promise<unknown>;

/** The settings every test cluster is made with: loopback trust, UTF-8, the C locale. */
const initdbOptions = ['-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'];

/** Where the template for this install and these settings lives, per user. */
export function templateDirFor(bin: string): string {
  const key = createHash('sha256')
    .update([bin, process.getuid?.(), ...initdbOptions].join('\0'))
    .digest('hex')
    .slice(0, 12);
  return path.join(tmpdir(), `it-pg-template-${key}`);
}

/**
 * Fills `data` (which must not exist yet) with a freshly initialised cluster,
 * copied from the template, which is made first when missing. Two test files
 * starting at once may both run initdb; the first rename wins and the other
 * copy is dropped, so a template is always complete.
 */
export async function makeDataDir(bin: string, data: string, runAsServer: RunAsServer): Promise<void> {
  const template = templateDirFor(bin);
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    const fresh = `${template}-${process.pid}`;
    // A template without PG_VERSION is what a temp-dir cleaner left of one: made again.
    for (const dir of [fresh, template]) rmSync(dir, { recursive: true, force: true });
    await runAsServer(path.join(bin, 'initdb'), ['-D', fresh, ...initdbOptions]);
    try {
      renameSync(fresh, template);
    } catch {
      rmSync(fresh, { recursive: true, force: true });
    }
  }
  // -a keeps the owner-only mode PostgreSQL insists on.
  await runAsServer('cp', ['-a', template, data]);
}
