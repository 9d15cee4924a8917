import type { ComponentType } from 'react';
import { sectionName, widgetEntries, type CatalogueEntry } from '../widgets/catalogue.ts';

/** A section as a landing page renders it, with the props its tag gave. */
export type LandingSectionComponent = ComponentType<Record<string, unknown>>;

/** How a landing page renders one `it-*` tag. */
export interface LandingSection {
  /** The same component its widget registers (widgets/<name>/). */
  component: LandingSectionComponent;
  /** The island it wakes as, the name island-registry.ts imports it by; none: HTML only. */
  island?: string;
  /** A form or tabs, whose island wakes when used or scrolled near (catalogue: `waitsForUse`). */
  waitsForUse: boolean;
  /** It brings no band of its own, so the page gives it one. */
  unboxed: boolean;
}

/**
 * The section each tag a landing page may use renders, by widget name, made
 * from the catalogue's entries: a tag added there is a section here.
 */
export async function landingSectionsOf(
  entries: readonly CatalogueEntry[],
): Promise<Readonly<Record<string, LandingSection>>> {
  const usable = entries.filter((entry) => !entry.notOnLandingPages);
  const sections = await Promise.all(
    usable.map(async (entry): Promise<[string, LandingSection]> => {
      const name = sectionName(entry.doc.name);
      const component = (await entry.section())[name] as LandingSectionComponent | undefined;
      if (!component) throw new Error(`widgets/catalogue.ts: the section of <it-${entry.doc.name}> exports no ${name}`);
      return [
        entry.doc.name,
        {
          component,
          ...(entry.island && { island: name }),
          waitsForUse: entry.waitsForUse === true,
          unboxed: entry.unboxed === true,
        },
      ];
    }),
  );
  return Object.fromEntries(sections);
}

/**
 * The sections of the landing pages, rendered in the page itself, so they are
 * prerendered HTML and their forms post without JavaScript. Loaded before the
 * page module resolves: the prerender loads every page module before it
 * renders any, and a page renders synchronously. The build checks a page's
 * tags and attributes against the same catalogue.
 */
export const landingSections = await landingSectionsOf(widgetEntries);
