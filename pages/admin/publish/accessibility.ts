// axe-core on a draft laid out as the site lays it out, at a phone's width and
// a laptop's, before it is published. Each violation is placed: the block (or
// part of a post) it is in, so the editor can say where and what to fix.
import type { AxeResults, RunOptions } from 'axe-core';
import axeUrl from 'axe-core/axe.min.js?script-url';
import type { CheckFrame } from './check-frame.ts';

/**
 * The rules the site's own pages pass (WCAG 2.2 A and AA, as
 * test/e2e/every-route.spec.ts runs them) and `heading-order`, a best practice
 * that finds a skipped heading level, which a writer's Markdown can cause.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const alsoRules = ['heading-order'];

/** Marks a part of the checked page: what a person calls it, and the builder's scope (a block's id, or `page`). */
export const placeAttribute = 'data-check-place';
export const scopeAttribute = 'data-check-scope';

/** One problem axe found, where it is and at which widths. */
export interface Violation {
  rule: string;
  impact: string;
  /** axe's one-line summary of the rule. */
  help: string;
  helpUrl: string;
  /** Where: "Block 3 (Prose)", or undefined for the page as a whole. */
  place?: string;
  /** The builder's scope of that place (a block's id), to select it. */
  scope?: string;
  /** The element, as its HTML starts. */
  html: string;
  widths: number[];
}

type AxeWindow = Window & {
  axe?: {
    run(context: Document, options: RunOptions): Promise<AxeResults>;
    getRules(tags?: string[]): { ruleId: string }[];
  };
};

/** axe in the frame's own window (its checks read that document's styles and geometry), loaded by address, as a strict CSP wants. */
async function axeIn(frame: HTMLIFrameElement): Promise<NonNullable<AxeWindow['axe']>> {
  const win = frame.contentWindow as AxeWindow;
  if (win.axe) return win.axe;
  const doc = frame.contentDocument!;
  const script = doc.createElement('script');
  script.src = axeUrl;
  await new Promise((resolve, reject) => {
    script.addEventListener('load', resolve, { once: true });
    script.addEventListener('error', () => reject(new Error(`could not load ${axeUrl}`)), { once: true });
    doc.head.append(script);
  });
  return win.axe!;
}

/** Runs axe on the frame as it is laid out now, adding what it finds to `found` (one entry per rule, element and place). */
export async function addViolations(check: CheckFrame, width: number, found: Map<string, Violation>): Promise<void> {
  const axe = await axeIn(check.frame);
  const rules = [...new Set([...axe.getRules(wcagTags).map((rule) => rule.ruleId), ...alsoRules])];
  const results = await axe.run(check.doc, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const selector = node.target[0];
      const element = typeof selector === 'string' ? check.doc.querySelector(selector) : null;
      const part = element?.closest(`[${placeAttribute}]`);
      const key = `${violation.id}|${node.html}|${part?.getAttribute(scopeAttribute) ?? ''}`;
      const known = found.get(key);
      if (known) {
        if (!known.widths.includes(width)) known.widths.push(width);
        continue;
      }
      found.set(key, {
        rule: violation.id,
        impact: violation.impact ?? 'moderate',
        help: violation.help,
        helpUrl: violation.helpUrl,
        place: part?.getAttribute(placeAttribute) ?? undefined,
        scope: part?.getAttribute(scopeAttribute) ?? undefined,
        html: node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html,
        widths: [width],
      });
    }
  }
}
