/** Runs `task` when the browser has a moment (at the latest after `timeout` ms). */
export function whenIdle(task: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout });
  else setTimeout(task, 1);
}

/**
 * Runs `task` once the page has loaded (its first screen's pictures and fonts,
 * so the largest paint is behind it) and the browser then has a moment. Work
 * started earlier shares the connection with what the visitor is waiting to see.
 */
export function whenLoadedAndIdle(task: () => void, timeout?: number): void {
  const idle = () => whenIdle(task, timeout);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
