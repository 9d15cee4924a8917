// axe-core in a Playwright page, through Deque's @axe-core/playwright. It
// injects axe through the protocol, which the page's CSP does not govern, into
// the page and each of its frames, and axe runs under that CSP as the site's own
// scripts do (every-route.spec.ts watches for violations while it runs).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's `runOnly`: rules by tag (`{ type: 'tag', values }`) or by id (`['color-contrast']`). */
export type AxeRunOnly = { type: 'tag' | 'rule'; values: string[] } | string[];

/** Each violation on the page as `rule: first targets`, or [] when axe finds none. */
export async function axeViolations(page: Page, runOnly: AxeRunOnly): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (Array.isArray(runOnly)) builder.withRules(runOnly);
  else if (runOnly.type === 'tag') builder.withTags(runOnly.values);
  else builder.withRules(runOnly.values);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
