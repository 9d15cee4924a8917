// axe-core in a Playwright page. It arrives through the protocol, which the
// page's CSP does not govern, and runs under that CSP as the site's own scripts
// do (every-route.spec.ts watches for violations while it runs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's `runOnly`: rules by tag (`{ type: 'tag', values }`) or by id (`['color-contrast']`). */
export type AxeRunOnly = { type: 'tag' | 'rule'; values: string[] } | string[];

/** The pages that evaluate axe in every document they open. */
const armed = new WeakSet<Page>();

/**
 * axe in the page's document, and in every document it opens after: Chromium
 * evaluates an init script itself as each document starts, where an evaluate
 * per visit sends axe's 550 KB through the protocol each time (measured over 24
 * visits: 44 ms of CPU a visit instead of 113).
 */
async function withAxe(page: Page): Promise<void> {
  if (!armed.has(page)) {
    armed.add(page);
    await page.addInitScript(axeSource);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/** Each violation on the page as `rule: first targets`, or [] when axe finds none. */
export async function axeViolations(page: Page, runOnly: AxeRunOnly): Promise<string[]> {
  await withAxe(page);
  return page.evaluate(
    async ({ only }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: Document,
              options: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
      return result.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    },
    { only: runOnly },
  );
}
