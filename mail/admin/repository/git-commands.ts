import { execFile } from 'node:child_process';

/** A git command that exited with an error: its arguments, exit code and what it printed on stderr. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number | string | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (${exitCode}): ${stderr.trim().split('\n').slice(-3).join(' / ')}`);
    this.name = 'GitError';
  }
}

/** What one git command gets besides its arguments. */
export interface GitOptions {
  /** Bytes for its standard input (`hash-object --stdin`). */
  input?: Buffer | string;
  /** Variables added to the environment (the author and committer of a commit). */
  env?: Record<string, string>;
  /** How long it may run: past it, it is stopped and the promise rejects at once. */
  timeoutMs?: number;
}

/**
 * Runs the real git CLI in `cwd` (execFile: no shell, so no argument is ever
 * read as shell syntax) and resolves with its stdout as bytes. Never prompts:
 * a push that needs a password fails instead of waiting for a terminal. Its
 * messages are in English (LC_ALL=C), so a refused push can be told apart.
 */
export function git(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const child = execFile(
      'git',
      args,
      {
        cwd,
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          GIT_TERMINAL_PROMPT: '0',
          GIT_ASKPASS: '',
          SSH_ASKPASS: '',
          LC_ALL: 'C',
          ...options.env,
        },
      },
      (error, stdout, stderr) => {
        clearTimeout(timer);
        if (error) reject(new GitError(args, error.code ?? null, stderr.toString('utf8') || error.message));
        else resolve(stdout);
      },
    );
    // Rejected at once, not when the output closes: a transport it started (ssh) may hold that open longer.
    if (options.timeoutMs !== undefined)
      timer = setTimeout(() => {
        child.kill();
        reject(new GitError(args, 'timeout', `no answer within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
    child.stdin?.end(options.input);
  });
}

/** Like {@link git}, its output as UTF-8 text without the final line break. */
export async function gitText(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<string> {
  return (await git(cwd, args, options)).toString('utf8').replace(/\n$/, '');
}
