/** How a page moves to another: a full load, until client-side navigation is armed. */
type Navigator = (to: string, options?: { replace?: boolean }) => void;

let current: Navigator = (to, options) => (options?.replace ? location.replace(to) : location.assign(to));

/**
 * Where islands' links and redirects (wouter's navigate) send the visitor. A
 * module of its own so that the islands' React side and the navigation module,
 * which wakes islands, need not import each other.
 */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}

/** Installs client-side navigation as the way to move (navigate.ts, once armed). */
export function setNavigator(navigator: Navigator): void {
  current = navigator;
}
