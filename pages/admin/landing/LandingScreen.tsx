import { useEffect, useState } from 'react';
import type { OpenedDocument } from '../../../src/content/editor-api';
import { widgetEntries } from '../../../widgets/catalogue';
import { ApiError, openDocument } from '../api';
import { adminMessages } from '../messages';
import { siteFacts } from '../preview/site-facts';
import type { BuilderParts } from './builder-config';
import { LandingBuilder } from './LandingBuilder';
import { useNamedRoute } from '../use-named-route';
import '../admin.css';

const words = adminMessages;

type Loading =
  | { state: 'loading' }
  | { state: 'failed'; reason: string }
  | { state: 'ready'; parts: BuilderParts; opened?: OpenedDocument; generation: number };

/**
 * The site's sections for the builder, by landingSectionsOf. Imported when
 * needed, not with the editor: landing-sections.ts also awaits every section
 * at its top level, and the section chunks import the editor's entry chunk,
 * so a static import would have the entry wait on chunks that wait on it.
 */
const loadSections = () =>
  import('../../landing-sections').then(({ landingSectionsOf }) => landingSectionsOf(widgetEntries));

/**
 * /admin/landing/:name and /admin/new/landing. The sections load before Puck
 * mounts (Puck renders its components synchronously), with the site's
 * stylesheet address and the page itself.
 */
export function LandingScreen({ name }: { name?: string }) {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const { onNamed, isOwn } = useNamedRoute('landing');
  useEffect(() => {
    if (isOwn(name)) return;
    document.title = words.titleOf(name ?? words.builder.untitled);
    Promise.all([loadSections(), siteFacts(), name ? openDocument('landing', name) : undefined]).then(
      ([sections, facts, opened]) =>
        setLoading((previous) => ({
          state: 'ready',
          parts: { entries: widgetEntries, sections, stylesheet: facts.stylesheet },
          opened,
          generation: previous.state === 'ready' ? previous.generation + 1 : 0,
        })),
      (error: unknown) =>
        setLoading({
          state: 'failed',
          reason:
            error instanceof ApiError && error.status === 404
              ? words.errors.notFound
              : String(error instanceof Error ? error.message : error),
        }),
    );
  }, [name, isOwn]);
  if (loading.state === 'ready') {
    return <LandingBuilder key={loading.generation} parts={loading.parts} opened={loading.opened} onNamed={onNamed} />;
  }
  return (
    <main id="main" className="admin-page">
      <h1>{name ?? words.builder.untitled}</h1>
      {loading.state === 'loading' ? (
        <p role="status">{words.builder.loading}</p>
      ) : (
        <p className="admin-notice admin-notice--error" role="alert">
          {words.errors.loadFailed(loading.reason)}
        </p>
      )}
    </main>
  );
}
