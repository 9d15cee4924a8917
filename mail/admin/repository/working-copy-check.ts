import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';

/**
 * Why `dir` cannot be the editor's working copy (no such folder, no git
 * command, not a git working copy, or a folder inside one rather than its
 * top), or undefined when it can. Synchronous: the configuration is read once,
 * at start.
 */
export function workingCopyProblem(dir: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return `${dir} does not exist; it must be a git working copy of the site's repository`;
  }
  let top: string;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: real,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return 'the git command is not installed, and the editor commits with it (apt-get install git)';
    // git's own words too: "dubious ownership" (a folder owned by another user) reads like no repository at all.
    const said = String((error as { stderr?: string }).stderr ?? '')
      .split('\n')[0]
      ?.trim();
    return `${dir} is not a git working copy (git clone the site's repository there)${said ? `; git says: ${said}` : ''}`;
  }
  if (realpathSync(top) !== real) return `${dir} is inside the working copy ${top}; name its top folder`;
  return undefined;
}

/** Why `remote` cannot take the editor's pushes from `dir` (no such remote there), or undefined when it can. */
export function remoteProblem(dir: string, remote: string): string | undefined {
  try {
    execFileSync('git', ['remote', 'get-url', '--', remote], { cwd: dir, stdio: 'ignore' });
    return undefined;
  } catch {
    return `"${remote}" is not a remote of ${dir} (git remote add ${remote} <the repository's URL>)`;
  }
}
