import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while React hydrates it, true afterwards, so
 * a component can read browser-only state (the URL's query) without the first
 * client render differing from the prerendered HTML. React renders again with
 * the client value right after hydrating, without an effect that sets state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
