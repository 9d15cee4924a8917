import type { Locator } from 'playwright-core';
import { siteShotStyle } from './site-page';
import { steadyShot } from './steady-page';

/**
 * Sends `form` empty and photographs the toast it raises. The toast's progress bar
 * (hidden under reduced motion) is a 5 s animation whose end closes the toast, so
 * its animations are paused, not finished as `animations: 'disabled'` would.
 */
export async function shootToast(form: Locator, toast: Locator, name: string): Promise<Buffer> {
  await form.locator('button[type="submit"]').click();
  await toast.waitFor();
  await toast.evaluate(async (node) => {
    // The entrance runs for 1 ms under reduced motion; let it end, then freeze the rest.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const animation of node.getAnimations({ subtree: true })) animation.pause();
  });
  return steadyShot(name, toast, { animations: 'allow', style: siteShotStyle });
}
