// The editor's end-to-end specs (admin-*.spec.ts) drive the real server with
// the editor on in local mode (as `npm run dev` has it) over a temporary clone
// of this repository, so each publish is a real commit there and the checkout
// itself is never written. The screens are the built dist-admin/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSite } from '../support/site-server.ts';

/** The server with the editor on, and its working copy. */
export interface EditorSite {
  url: string;
  /** The working copy the editor commits to. */
  repo: string;
  /** The last `count` commits of the working copy: `author <email>|subject`. */
  log(count?: number): string[];
  /** A file of the working copy, or undefined when there is none. */
  read(file: string): string | undefined;
}

/** Clones the checkout's HEAD with a git identity of its own: the editor's commits are by this person. */
function workingCopy(): string {
  const repo = mkdtempSync(path.join(tmpdir(), 'it-editor-repo-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', process.cwd(), repo]);
  execFileSync('git', ['-C', repo, 'config', 'user.name', 'Ada Editor']);
  execFileSync('git', ['-C', repo, 'config', 'user.email', 'ada@example.com']);
  return repo;
}

/** Starts the server with the editor on over a fresh working copy; `close` stops it and removes the copy. */
export async function startEditorSite(): Promise<EditorSite & { close: () => Promise<void> }> {
  const repo = workingCopy();
  const site = await startSite({
    ADMIN_MODE: 'local',
    ADMIN_REPO_DIR: repo,
    ADMIN_DIST_DIR: path.resolve('dist-admin'),
  });
  return {
    url: site.url,
    repo,
    log: (count = 1) =>
      execFileSync('git', ['-C', repo, 'log', `-${count}`, '--format=%an <%ae>|%s'], { encoding: 'utf8' })
        .trim()
        .split('\n'),
    read: (file) => (existsSync(path.join(repo, file)) ? readFileSync(path.join(repo, file), 'utf8') : undefined),
    close: async () => {
      await site.close();
      rmSync(repo, { recursive: true, force: true });
    },
  };
}
