// Playwright Test as the end-to-end specs use it: the project's viewport as a
// width, and a page that can be made steady before any screenshot.
import { test as base, expect } from '@playwright/test';
import { settle } from './steady-page';

export { expect };

/** What every spec gets besides Playwright's own fixtures. */
interface E2eFixtures {
  /** The window's width this project runs at (375 or 1280 px). */
  width: number;
  /**
   * Waits until `page` (the test's page by default) can be photographed: lazy
   * pictures loaded, fonts ready, an idle moment passed ({@link settle}).
   * Carousels and counters already hold still: every context asks for reduced motion.
   */
  steady: (page?: Parameters<typeof settle>[0], options?: Parameters<typeof settle>[1]) => Promise<void>;
}

/** `test` with the {@link E2eFixtures}. */
export const test = base.extend<E2eFixtures>({
  width: async ({ viewport }, use) => {
    if (!viewport) throw new Error('every project sets a viewport (playwright.config.ts)');
    await use(viewport.width);
  },
  steady: async ({ page }, use) => {
    await use((target = page, options) => settle(target, options));
  },
});
