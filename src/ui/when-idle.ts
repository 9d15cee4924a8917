/** Runs `task` when the browser has a moment (at the latest after `timeout` ms). */
export function whenIdle(task: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout });
  else setTimeout(task, 1);
}
