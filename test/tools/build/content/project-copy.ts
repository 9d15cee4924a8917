import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A copy of the project's own files (tracked or new, not ignored) in a fresh
 * temp folder, with node_modules linked, for a build that adds content files
 * without touching the real tree or dist/. `remove` deletes it.
 */
export function copyProject(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'it-content-build-'));
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  });
  for (const file of files.stdout.split('\0').filter(Boolean)) {
    cpSync(file, path.join(dir, file), { recursive: true, errorOnExist: false });
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
