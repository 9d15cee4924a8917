import { widgetEntries } from '../../../widgets/catalogue.ts';
import { adminMessages } from '../messages.ts';
import { siteFacts } from '../preview/site-facts.ts';
import { OpeningNotice, useOpenedPage } from '../use-opened-page.tsx';
import type { BuilderParts } from './builder-config.tsx';
import { LandingBuilder } from './LandingBuilder.tsx';

const words = adminMessages;

/**
 * The site's sections for the builder, by landingSectionsOf. Imported when
 * needed, not with the editor: landing-sections.ts also awaits every section
 * at its top level, and the section chunks import the editor's entry chunk,
 * so a static import would have the entry wait on chunks that wait on it.
 */
const loadSections = () =>
  import('../../landing-sections.ts').then(({ landingSectionsOf }) => landingSectionsOf(widgetEntries));

/** What the builder needs beside the page: the catalogue, the sections and the site's stylesheet. */
const builderParts = (): Promise<BuilderParts> =>
  Promise.all([loadSections(), siteFacts()]).then(([sections, facts]) => ({
    entries: widgetEntries,
    sections,
    stylesheet: facts.stylesheet,
  }));

/**
 * /admin/landing/:name and /admin/new/landing. The sections load before Puck
 * mounts (Puck renders its components synchronously), with the site's
 * stylesheet address and the page itself.
 */
export function LandingScreen({ name }: { name?: string }) {
  const { opening, onNamed } = useOpenedPage('landing', name, words.builder.untitled, builderParts);
  if (opening.state === 'ready') {
    return <LandingBuilder key={opening.generation} parts={opening.parts} opened={opening.opened} onNamed={onNamed} />;
  }
  return (
    <OpeningNotice
      title={name ?? words.builder.untitled}
      loading={words.builder.loading}
      failed={opening.state === 'failed' ? opening.reason : undefined}
    />
  );
}
