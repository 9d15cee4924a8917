// A widget's first view: its shadow root's markup with the given attributes (none
// by default), rendered as the browser will hydrate it. The widget build inlines
// it (`Section?first-view`, see first-view-plugin.ts); run as a script it prints
// the first views of the section files it is given (none: every widget's section
// in the catalogue), as JSON keyed by absolute path, for that plugin.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { WidgetRoot } from '../../src/elements/widget-root.tsx';
import { FIRST_VIEW_BASE } from '../../src/elements/first-view.ts';
import { widgetCatalog, widgetFiles } from '../../widgets/catalogue.ts';

/** The component a section file exports under its own name (widgets/enquiry-form/EnquiryForm.tsx → EnquiryForm). */
export async function sectionOf(file: string): Promise<ComponentType<Record<string, unknown>>> {
  const name = path.basename(file).replace(/\.tsx?$/, '');
  const module = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
  const Section = module[name];
  if (typeof Section !== 'function') throw new Error(`${file} exports no component named ${name}`);
  return Section as ComponentType<Record<string, unknown>>;
}

/** The shadow root's markup of a widget showing `Section` with `props`, its own origin left as FIRST_VIEW_BASE. */
export function renderFirstView(Section: ComponentType<Record<string, unknown>>, props: Record<string, unknown> = {}) {
  const html = renderToString(<WidgetRoot Section={Section} props={props} base={FIRST_VIEW_BASE} emit={() => true} />);
  // React puts resource hints (<link rel="preload"> for a fetchPriority="high"
  // picture) before the markup, for a document's head. In a shadow root they
  // would stand where React hydrates its first node; the first view promotes its
  // visible pictures itself (first-view.ts), so they are left out.
  const start = html.indexOf('<div part="base"');
  if (start < 0 || !/^(<link [^>]*\/>)*$/.test(html.slice(0, start))) {
    throw new Error(
      `a widget's first view starts with something other than its part="base" box: ${html.slice(0, 200)}`,
    );
  }
  return html.slice(start);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const views: Record<string, string> = {};
  const asked = process.argv.slice(2);
  const files = asked.length > 0 ? asked : widgetCatalog.map((doc) => path.resolve(widgetFiles(doc.name).section));
  for (const file of files) views[file] = renderFirstView(await sectionOf(file));
  process.stdout.write(JSON.stringify(views));
}
