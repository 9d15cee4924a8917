// Everything the editor checks in the browser before a page goes live: axe at
// a phone's width and a laptop's, and what the page would load.
import type { ReactNode } from 'react';
import type { PageLook } from '../preview/site-document.ts';
import type { SiteFacts } from '../preview/site-facts.ts';
import { addViolations, type Violation } from './accessibility.ts';
import { openCheckFrame } from './check-frame.ts';
import { imageWeight, scriptWeight, type ImageWeight, type ScriptWeight } from './page-weight.ts';

/** The widths the page is checked at: the site's phone and laptop projects (playwright.config.ts). */
export const checkWidths = [375, 1280] as const;

/** What the check found. */
export interface PageReport {
  violations: Violation[];
  scripts?: ScriptWeight;
  images: ImageWeight[];
}

/** What to check: the page rendered by the site's own components, its look, and the islands it would wake. */
export interface PageToCheck {
  page: ReactNode;
  look: PageLook;
  islands: readonly string[];
  title: string;
}

/** Lays the page out in a frame of its own at each width, runs axe there, weighs its pictures and its scripts. */
export async function checkPage({ page, look, islands, title }: PageToCheck, facts: SiteFacts): Promise<PageReport> {
  const check = await openCheckFrame(page, look, [facts.stylesheet], title);
  try {
    const found = new Map<string, Violation>();
    const images: ImageWeight[] = [];
    for (const width of checkWidths) {
      await check.resize(width);
      await addViolations(check, width, found);
      images.push(await imageWeight(check, width));
    }
    const scripts = await scriptWeight(facts, islands).catch(() => undefined);
    return { violations: [...found.values()], scripts, images };
  } finally {
    check.remove();
  }
}
