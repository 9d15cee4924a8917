import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { blobVersion } from './blob-version.ts';
import { writeFileDurably } from './durable-write.ts';
import { HISTORY_FORMAT, parseHistory, type FileVersion } from './file-history.ts';
import { git, GitError, gitText } from './git-commands.ts';
import { pushCommit, type PushTarget } from './push-commit.ts';
import { RemoteRefresh, type RefreshLog, type RemoteRefreshOptions } from './remote-refresh.ts';
import { SerialQueue } from './serial-queue.ts';

/** Who a commit is by: the signed-in person. */
export interface Person {
  name: string;
  email: string;
}

/** A file of the working copy as it is now: its bytes and its version (git's blob hash of them). */
export interface FileState {
  bytes: Buffer;
  version: string;
}

/** What committing a file came to. */
export type CommitOutcome =
  /** Committed (and pushed, with a remote): the commit's hash. */
  | { kind: 'committed'; commit: string }
  /** The file already held these bytes: nothing was written or committed. */
  | { kind: 'unchanged' }
  /** The remote changed this file meanwhile: the local commit was undone; `remote` is the file as the remote has it. */
  | { kind: 'changed-remotely'; remote: FileState | undefined };

/** A commit hash or its abbreviation, as the history gives them: checked before git sees it. */
export const isCommitHash = (value: string): boolean => /^[0-9a-f]{7,40}$/.test(value);

/** A commit's author line must not break git's `Name <email>` syntax. */
const clean = (text: string) => text.replace(/[<>\n\r\0]/g, '').trim();

const INDEX_LOCKED = /index\.lock|Unable to create .*\.lock/;

/**
 * The site's git working copy, as the editor reads and writes it, through the
 * real git CLI: a page's bytes and version, a durable write committed on its
 * own (whatever else a developer has staged or changed stays as it was), the
 * history of one file and the file at one commit, and with a remote the push
 * of each commit and the remote's news. Changes run one at a time
 * ({@link SiteRepository.exclusive}).
 */
export class SiteRepository {
  readonly #queue = new SerialQueue();
  readonly #remote: RemoteRefresh | undefined;

  constructor(
    /** The working copy's top folder. */
    readonly dir: string,
    /** Where each commit is pushed (oidc mode); none commits locally only (npm run dev). */
    readonly pushTarget?: PushTarget,
    /** With a push target, a test's clock for {@link SiteRepository.refresh}. */
    refreshOptions?: RemoteRefreshOptions,
  ) {
    this.#remote = pushTarget && new RemoteRefresh(dir, pushTarget, (task) => this.exclusive(task), refreshOptions);
  }

  /**
   * With a push target: the remote's commits someone else pushed, fetched and
   * fast-forwarded to (remote-refresh.ts), at most every 30 s, in turn with the
   * saves; never fails. Without one (npm run dev), nothing: the developer's
   * checkout is theirs to pull.
   */
  refresh(log: RefreshLog): Promise<void> {
    return this.#remote?.refresh(log) ?? Promise.resolve();
  }

  /** Runs `task` once every change asked for before it has finished: saves never interleave. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.#queue.run(task);
  }

  /** A file (a path from the top, with `/`) as it is on disk, or undefined when there is none. */
  async read(file: string): Promise<FileState | undefined> {
    try {
      const bytes = await readFile(this.#path(file));
      return { bytes, version: blobVersion(bytes) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /**
   * Writes `bytes` to `file` durably and commits that path alone, by `author`
   * (the committer too, so a machine with no git identity commits all the
   * same), then pushes with a remote. Unchanged bytes make no commit.
   */
  async commitFile(file: string, bytes: Buffer, author: Person, message: string): Promise<CommitOutcome> {
    const before = await this.read(file);
    if (before?.bytes.equals(bytes)) return { kind: 'unchanged' };
    await writeFileDurably(this.#path(file), bytes);
    const env = identity(author);
    try {
      await this.#indexed(['add', '--', file]);
      // Bytes new to the disk but already HEAD's (a developer's uncommitted edit put back): nothing to commit.
      if (await this.#sameAsHead(file)) return { kind: 'unchanged' };
      // --only: this path as it is on disk, and nothing else staged rides along. No hooks and no signing:
      // a hook or a passphrase prompt meant for a person at a terminal would hang the save.
      await this.#indexed(
        [
          '-c',
          'commit.gpgsign=false',
          'commit',
          '--only',
          '--no-verify',
          '--quiet',
          `--author=${env.GIT_AUTHOR_NAME} <${env.GIT_AUTHOR_EMAIL}>`,
          '-m',
          message,
          '--',
          file,
        ],
        env,
      );
    } catch (error) {
      await this.#putBack(file, before);
      throw error;
    }
    const commit = await gitText(this.dir, ['rev-parse', 'HEAD']);
    if (!this.pushTarget) return { kind: 'committed', commit };
    const pushed = await pushCommit(this.dir, this.pushTarget, file, env);
    if (pushed.kind === 'pushed') return { kind: 'committed', commit: pushed.commit };
    return { kind: 'changed-remotely', remote: await this.read(file) };
  }

  /** The commits that changed `file`, newest first, across renames, each with the path it had then. */
  async history(file: string): Promise<FileVersion[]> {
    const output = await gitText(this.dir, [
      'log',
      '--follow',
      '-z',
      '--name-only',
      `--format=${HISTORY_FORMAT}`,
      '--',
      file,
    ]);
    return parseHistory(output, file);
  }

  /** The bytes of `file` at `commit` (checked to be a hash first), or undefined when it had no such file. */
  async fileAt(commit: string, file: string): Promise<Buffer | undefined> {
    if (!isCommitHash(commit)) return undefined;
    try {
      return await git(this.dir, ['cat-file', 'blob', `${commit}:${file}`]);
    } catch (error) {
      if (error instanceof GitError) return undefined;
      throw error;
    }
  }

  /** The bytes git keeps under a blob hash (a version a page was opened at), or undefined when it has none. */
  async blob(version: string): Promise<Buffer | undefined> {
    if (!/^[0-9a-f]{40}$/.test(version)) return undefined;
    try {
      return await git(this.dir, ['cat-file', 'blob', version]);
    } catch (error) {
      if (error instanceof GitError) return undefined;
      throw error;
    }
  }

  /** Whether git tracks `file` at HEAD: an upload never takes a name a committed file has. */
  async isTracked(file: string): Promise<boolean> {
    const listed = await gitText(this.dir, ['ls-files', '-z', '--', file]);
    return listed.length > 0;
  }

  /** The file's absolute path, refusing one that would leave the working copy. */
  #path(file: string): string {
    const full = path.resolve(this.dir, file);
    if (path.relative(this.dir, full).startsWith('..') || path.isAbsolute(file))
      throw new Error(`${file} is outside the working copy`);
    return full;
  }

  /** Whether the index holds `file` as HEAD has it. */
  async #sameAsHead(file: string): Promise<boolean> {
    try {
      await git(this.dir, ['diff', '--cached', '--quiet', 'HEAD', '--', file]);
      return true;
    } catch (error) {
      if (error instanceof GitError && error.exitCode === 1) return false;
      throw error;
    }
  }

  /** A command that takes the index's lock: retried for a moment while a developer's own git holds it. */
  async #indexed(args: string[], env?: Record<string, string>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await git(this.dir, args, env ? { env } : {});
        return;
      } catch (error) {
        if (!(error instanceof GitError) || !INDEX_LOCKED.test(error.stderr) || attempt === 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  /** After a failed commit: the file and its index entry as they were, so nothing half-done is left behind. */
  async #putBack(file: string, before: FileState | undefined): Promise<void> {
    if (before) {
      await writeFileDurably(this.#path(file), before.bytes);
      await this.#indexed(['add', '--', file]).catch(() => undefined);
    } else {
      await this.#indexed(['rm', '--cached', '--quiet', '--ignore-unmatch', '--', file]).catch(() => undefined);
      await rm(this.#path(file), { force: true });
    }
  }
}

/** The author and committer of a commit by `person`, as git reads them from the environment. */
export function identity(person: Person): Record<string, string> {
  const name = clean(person.name) || clean(person.email);
  const email = clean(person.email);
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
}
