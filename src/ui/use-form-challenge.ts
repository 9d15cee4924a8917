import { useEffect, useRef, type RefObject } from 'react';
import type { FormChallenge } from './form-challenge.ts';

/**
 * The longest a send waits for the proof-of-work. It is solved in the
 * background from the visitor's first focus, so a send normally finds it done;
 * past this (a challenge that never came) the post goes without it and the
 * server takes it as it takes a post with JavaScript off.
 */
export const CHALLENGE_WAIT_MS = 10_000;

/**
 * Where a form's challenge comes from: `/mail/challenge?form=<name>` on the
 * server its action posts to, for the company's mail forms (`…/mail/<name>`).
 * None for any other action, such as a partner's own endpoint.
 */
export function challengeUrl(action: string, base: string): string | undefined {
  const url = new URL(action, base);
  const form = /^\/mail\/([a-z-]+)$/.exec(url.pathname)?.[1];
  return form ? new URL(`/mail/challenge?form=${form}`, url).href : undefined;
}

/**
 * A mail form's proof-of-work, invisible to the visitor: `start` (on the first
 * focus or input) loads the altcha widget and solves in the background;
 * `settle` (at send) waits for the solution, at most {@link CHALLENGE_WAIT_MS};
 * `discard` drops a solution the server refused. Nothing loads until a visitor
 * starts the form.
 */
export function useFormChallenge(formRef: RefObject<HTMLFormElement | null>, action: string) {
  const challenge = useRef<Promise<FormChallenge | undefined> | undefined>(undefined);

  function start(): Promise<FormChallenge | undefined> {
    if (!challenge.current) {
      const form = formRef.current;
      const url = form ? challengeUrl(action, location.href) : undefined;
      challenge.current =
        form && url
          ? import('./form-challenge.ts').then(
              (module) => module.attachChallenge(form, url),
              () => undefined,
            )
          : Promise.resolve(undefined);
    }
    // A solution spent by the last send, or expired, is solved again.
    return challenge.current.then((current) => (void current?.ready(), current));
  }

  // The visitor's first focus came before React did (a form wakes on it): it counts.
  useEffect(() => {
    const form = formRef.current;
    const focused = (form?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (form && focused && form.contains(focused)) void start();
    return () => {
      void challenge.current?.then((current) => current?.remove());
      challenge.current = undefined;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new action is a new challenge
  }, [action]);

  async function settle(): Promise<void> {
    const current = await start();
    if (!current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, CHALLENGE_WAIT_MS)));
    await Promise.race([current.ready(), timeout]);
    clearTimeout(timer);
  }

  function discard(): void {
    void challenge.current?.then((current) => current?.discard());
  }

  return { start, settle, discard };
}
