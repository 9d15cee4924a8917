import { git, GitError, gitText } from './git-commands.ts';

/** Where the editor's commits go in oidc mode: a remote of the working copy and its branch. */
export interface PushTarget {
  remote: string;
  branch: string;
}

/** A push that did not happen for another reason than the remote having moved (no network, no access): the commit is undone. */
export class PushError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PushError';
  }
}

/** What pushing the commit at HEAD came to. */
export type PushOutcome = { kind: 'pushed'; commit: string } | { kind: 'changed-remotely' };

/** git's words for a push refused because the remote branch has commits the local one lacks. */
const REMOTE_MOVED = /\[rejected\]|non-fast-forward|fetch first|\(stale info\)/;

/**
 * Pushes HEAD (one commit that changed `file`) to the target's branch. When the
 * push is refused because the remote moved, fetches it and rebases the commit
 * onto it once, then pushes again; if the remote changed `file` itself, the
 * local commit is undone and the working copy moved to the remote's, so the
 * editor can show the page as it is there. Any other failure undoes the commit
 * and throws {@link PushError}: nothing stays committed that is not published.
 */
export async function pushCommit(
  dir: string,
  { remote, branch }: PushTarget,
  file: string,
  env: Record<string, string>,
): Promise<PushOutcome> {
  const tracking = `refs/remotes/${remote}/${branch}`;
  const push = () => git(dir, ['push', remote, `HEAD:refs/heads/${branch}`], { env });
  const undo = (to: string) => git(dir, ['reset', '--quiet', '--keep', to]);
  try {
    await push();
    return { kind: 'pushed', commit: await gitText(dir, ['rev-parse', 'HEAD']) };
  } catch (error) {
    if (!(error instanceof GitError) || !REMOTE_MOVED.test(error.stderr)) {
      await undo('HEAD~1');
      throw new PushError(`could not push to ${remote} ${branch}; nothing was published`, { cause: error });
    }
  }
  try {
    await git(dir, ['fetch', '--quiet', remote, `+refs/heads/${branch}:${tracking}`]);
  } catch (error) {
    await undo('HEAD~1');
    throw new PushError(`could not fetch ${remote} ${branch}; nothing was published`, { cause: error });
  }
  const changed = await gitText(dir, ['diff', '--name-only', 'HEAD~1', tracking, '--', file]);
  if (changed !== '') {
    await undo(tracking);
    return { kind: 'changed-remotely' };
  }
  try {
    await git(dir, ['rebase', '--quiet', tracking], { env });
  } catch (error) {
    await git(dir, ['rebase', '--abort']).catch(() => undefined);
    await undo('HEAD~1');
    throw new PushError(`could not put the commit on top of ${remote} ${branch}; nothing was published`, {
      cause: error,
    });
  }
  try {
    await push();
  } catch (error) {
    await undo('HEAD~1');
    throw new PushError(`${remote} ${branch} kept moving; nothing was published, try again`, { cause: error });
  }
  return { kind: 'pushed', commit: await gitText(dir, ['rev-parse', 'HEAD']) };
}
