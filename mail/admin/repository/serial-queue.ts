/**
 * Runs tasks one at a time, in the order they were given: two saves of one
 * working copy never interleave their writes, commits and pushes. A task that
 * fails does not stop the ones after it.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  /** Resolves with `task`'s result once every task given before it has settled and it has run. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
