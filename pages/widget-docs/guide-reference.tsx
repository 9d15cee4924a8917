import type { ReactNode } from 'react';
import { locales } from '../../src/content/locales.ts';
import { guideCopy as copy } from '../../src/content/widgets/gallery.ts';
import { toastingWidgets, type WidgetDoc, type WidgetEvent, type WidgetStyleHook } from '../../widgets/catalogue.ts';
import { ReferenceTable } from './ReferenceTable.tsx';
import { TagReference } from './TagReference.tsx';

/** Each item once, in the order first met, across every contract: most tags share their parts and properties. */
function union<T extends { name: string }>(lists: readonly (readonly T[])[]): T[] {
  const seen = new Map<string, T>();
  for (const item of lists.flat()) if (!seen.has(item.name)) seen.set(item.name, item);
  return [...seen.values()];
}

/** Which tags carry `name` in `pick`: 'every tag', or their names. */
function carriers(catalog: readonly WidgetDoc[], pick: (doc: WidgetDoc) => readonly { name: string }[], name: string) {
  const tags = catalog.filter((doc) => pick(doc).some((item) => item.name === name));
  if (tags.length === catalog.length) return copy.everyTag;
  return tags.map((doc, index) => (
    <span key={doc.name}>
      {index > 0 && ', '}
      <code>{`it-${doc.name}`}</code>
    </span>
  ));
}

const hooks = (id: string, title: string, items: readonly WidgetStyleHook[], shown: (name: string) => string) => (
  <>
    <h3 id={id}>{title}</h3>
    <ReferenceTable
      labelledBy={id}
      columns={[copy.columns.name, copy.columns.description]}
      rows={items.map((item) => ({
        key: item.name,
        cells: [<code key="n">{shown(item.name)}</code>, item.description],
      }))}
    />
  </>
);

const events = (catalog: readonly WidgetDoc[], all: readonly WidgetEvent[]) => (
  <ReferenceTable
    labelledBy="events"
    columns={Object.values(copy.eventsColumns)}
    rows={all.map((event) => ({
      key: event.name,
      cells: [
        <code key="n">{event.name}</code>,
        carriers(catalog, (doc) => doc.events, event.name),
        event.description,
        <code key="d">{event.detail}</code>,
      ],
    }))}
  />
);

/**
 * The parts of the guide made from the contracts and src/content/locales.ts,
 * by the id of the guide's section they follow, so the reference never drifts
 * from what the widgets take.
 */
export function guideReference(catalog: readonly WidgetDoc[]): Readonly<Record<string, ReactNode>> {
  return {
    languages: (
      <ReferenceTable
        labelledBy="languages"
        columns={Object.values(copy.localesColumns)}
        rows={locales.map((locale) => ({
          key: locale.code,
          cells: [<code key="c">{locale.code}</code>, <span lang={locale.code}>{locale.name}</span>, locale.dir],
        }))}
      />
    ),
    theming: (
      <>
        {hooks('it-guide-properties', copy.propertiesTitle, union(catalog.map((d) => d.cssProperties)), (n) => n)}
        {hooks('it-guide-parts', copy.partsTitle, union(catalog.map((d) => d.parts)), (n) => `::part(${n})`)}
      </>
    ),
    events: events(catalog, union(catalog.map((doc) => doc.events))),
    'the-toaster': (
      <>
        <p>{copy.toastingIntro}</p>
        <ul>
          {toastingWidgets.map((name) => (
            <li key={name}>
              <a href={`#it-${name}`}>
                <code>{`<it-${name}>`}</code>
              </a>
            </li>
          ))}
        </ul>
      </>
    ),
    'every-tag': catalog.map((doc) => <TagReference key={doc.name} doc={doc} />),
  };
}
