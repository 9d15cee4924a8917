// A real git working copy of the site's content in a temp folder, for the
// editor's tests: the landing pages, the posts and the pictures as this
// checkout's HEAD has them (so another person's uncommitted edit never
// changes a test), committed once in a fresh `git init` by a test identity.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The person the working copy's own git config names, whom local mode commits as. */
export const checkoutPerson = { name: 'Ada Lovelace', email: 'ada@example.com' };

/** What the tests take from the repository: the two collections and the pictures their pages name. */
const CONTENT = ['src/content/landing', 'src/content/blog/posts', 'src/assets/images'];

/** Runs git in `dir` and answers its output as text, without the final line break. */
export const gitIn = (dir: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).replace(/\n$/, '');

/** A fresh working copy of the content; `remove` deletes it. */
export function contentWorkingCopy(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'it-editor-repo-'));
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD', '--', ...CONTENT], {
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  gitIn(dir, 'init', '--quiet', '--initial-branch=main');
  gitIn(dir, 'config', 'user.name', checkoutPerson.name);
  gitIn(dir, 'config', 'user.email', checkoutPerson.email);
  gitIn(dir, 'config', 'commit.gpgsign', 'false');
  gitIn(dir, 'add', '--all');
  gitIn(dir, 'commit', '--quiet', '--message', 'The content as it was');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A bare repository holding `dir`'s main branch, set as its `origin` (a company's git server, on disk). */
export function bareRemote(dir: string): { remote: string; remove: () => void } {
  const remote = mkdtempSync(path.join(tmpdir(), 'it-editor-remote-'));
  gitIn(remote, 'init', '--quiet', '--bare', '--initial-branch=main');
  gitIn(dir, 'remote', 'add', 'origin', remote);
  gitIn(dir, 'push', '--quiet', 'origin', 'main');
  gitIn(dir, 'branch', '--quiet', '--set-upstream-to=origin/main');
  return { remote, remove: () => rmSync(remote, { recursive: true, force: true }) };
}

/** The working copy's HEAD commit. */
export const head = (dir: string): string => gitIn(dir, 'rev-parse', 'HEAD');
