import type { Locator } from 'playwright-core';
import { siteShotStyle } from './site-page.ts';
import { steadyShot } from './steady-page.ts';

/** Options for a screenshot of a raised toast: its animations are paused, not finished, and floating parts hidden. */
export const toastShotOptions = { animations: 'allow', style: siteShotStyle } as const;

/**
 * Sends `form` empty and holds still the toast it raises. The toast's progress bar
 * (hidden under reduced motion) is a 5 s animation whose end closes the toast, so
 * its animations are paused, not finished as `animations: 'disabled'` would.
 */
export async function raiseToast(form: Locator, toast: Locator): Promise<void> {
  await form.locator('button[type="submit"]').click();
  await toast.waitFor();
  await toast.evaluate(async (node) => {
    // No named functions in here: tsx would wrap them in a __name() the page lacks.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The entrance (1 ms under reduced motion) must end first: on a loaded machine
    // a fixed 100 ms wait once caught it at its first, transparent frame. Then the
    // progress bar's 5 s animation, whose end closes the toast, is frozen.
    const entrances = node
      .getAnimations({ subtree: true })
      .filter((animation) => Number(animation.effect?.getTiming().duration) < 1000);
    await Promise.all(entrances.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of node.getAnimations({ subtree: true })) animation.pause();
  });
}

/** Raises the toast of an empty `form` ({@link raiseToast}) and photographs it once it holds still. */
export async function shootToast(form: Locator, toast: Locator, name: string): Promise<Buffer> {
  await raiseToast(form, toast);
  return steadyShot(name, toast, toastShotOptions);
}
