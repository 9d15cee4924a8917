import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** What the altcha widget posts to each of its workers: start on a share of the counters, or stop. */
interface SolverMessage {
  type: 'work' | 'abort';
  challenge?: Challenge;
  counterMode?: 'uint32' | 'string';
  counterStart?: number;
  counterStep?: number;
  timeout?: number;
}

/**
 * Stands in for altcha's PBKDF2 worker on a partner's page. A browser starts a
 * worker only from the page's own origin, and the company's worker script is
 * on another; a `blob:` copy is what a strict CSP forbids. So the same search
 * (altcha-lib's solveChallenge, one share of the counters) runs here, on the
 * page's thread: each attempt is one crypto.subtle PBKDF2 call, which the
 * browser runs off the main thread, so the page stays responsive. It answers
 * as the worker does, with a `message` event carrying the solution, null
 * when stopped, or `{ error }`.
 */
export class MainThreadSolver extends EventTarget {
  #controller: AbortController | undefined;

  /** Takes a message as the worker's `onmessage` would. */
  postMessage(message: SolverMessage): void {
    this.#controller?.abort();
    if (message.type !== 'work' || !message.challenge) return;
    const controller = (this.#controller = new AbortController());
    const { challenge, counterMode, counterStart, counterStep, timeout } = message;
    solveChallenge({ challenge, controller, counterMode, counterStart, counterStep, timeout, deriveKey }).then(
      (solution) => this.#answer(solution),
      (error: unknown) => this.#answer({ error: String(error) }),
    );
  }

  /** Stops the search, as terminating a worker does. */
  terminate(): void {
    this.#controller?.abort();
  }

  #answer(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}
