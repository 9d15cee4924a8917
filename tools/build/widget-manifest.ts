// From the widget catalog (src/content/widgets/), the three files partners'
// tools read: the Custom Elements Manifest, TypeScript declarations for typed
// tags in TS and React, and the stylesheet that reserves each tag's space.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { widgetCatalog, type WidgetDoc } from '../../widgets/catalogue.ts';

const tsType = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' } as const;
const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** The Custom Elements Manifest (schema 2.1.0) describing every tag. */
export function customElementsManifest(catalog: readonly WidgetDoc[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: catalog.map((doc) => ({
      kind: 'javascript-module',
      path: `widgets/${doc.name}.js`,
      declarations: [
        {
          kind: 'class',
          name: `It${pascal(doc.name)}`,
          tagName: `it-${doc.name}`,
          customElement: true,
          summary: doc.summary,
          attributes: doc.attributes.map((a) => ({
            name: a.name,
            type: { text: a.values && !a.list ? a.values.map((v) => `'${v}'`).join(' | ') : tsType[a.type] },
            description: describe(a),
            ...(a.default === undefined ? {} : { default: a.default }),
          })),
          events: doc.events.map((e) => ({
            name: e.name,
            type: { text: `CustomEvent<${e.detail}>` },
            description: e.description,
          })),
          cssParts: doc.parts,
          cssProperties: doc.cssProperties,
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: `it-${doc.name}`,
          declaration: { name: `It${pascal(doc.name)}`, module: `widgets/${doc.name}.js` },
        },
      ],
    })),
  };
}

/** Declarations that type every tag for DOM code (HTMLElementTagNameMap) and for React's JSX. */
export function typeDeclarations(catalog: readonly WidgetDoc[]): string {
  const lines = [
    '// Generated from the widget catalog. Types for the <it-*> elements.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
  ];
  for (const doc of catalog) {
    lines.push(`/** ${doc.summary} */`, `export interface It${pascal(doc.name)}Attributes {`);
    for (const a of doc.attributes) {
      const type = a.values && !a.list ? a.values.map((v) => `'${v}'`).join(' | ') : tsType[a.type];
      lines.push(`  /** ${describe(a)} */`, `  '${a.name}'?: ${type}${a.type === 'boolean' ? " | ''" : ''};`);
    }
    lines.push('}', '');
  }
  lines.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const doc of catalog) lines.push(`    'it-${doc.name}': HTMLElement;`);
  lines.push('  }', '  interface HTMLElementEventMap {');
  const events = new Map(catalog.flatMap((doc) => doc.events.map((e) => [e.name, e.detail] as const)));
  for (const [name, detail] of events) lines.push(`    '${name}': CustomEvent<${detail}>;`);
  lines.push('  }', '}', '', "declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {');
  for (const doc of catalog) {
    lines.push(
      `      'it-${doc.name}': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & It${pascal(doc.name)}Attributes;`,
    );
  }
  lines.push('    }', '  }', '}', '');
  return lines.join('\n');
}

/** Space each tag keeps while its script is on the way, so nothing shifts when it renders. */
export function reserveCss(catalog: readonly WidgetDoc[]): string {
  const mobile = catalog.map((doc) => `it-${doc.name}:not(:defined){display:block;min-height:${doc.reserve.mobile}px}`);
  const desktop = catalog.map((doc) => `it-${doc.name}:not(:defined){min-height:${doc.reserve.desktop}px}`);
  return `${mobile.join('\n')}\n@media (min-width:768px){\n${desktop.join('\n')}\n}\n`;
}

/** An attribute's description; a list's names the items it takes, which its type (string) cannot. */
const describe = (a: WidgetDoc['attributes'][number]) =>
  a.list && a.values ? `${a.description} Items: ${a.values.join(', ')}.` : a.description;

/** Writes custom-elements.json, it-widgets.d.ts and reserve.css into dist/widgets/. */
export async function writeWidgetManifest(dist: string): Promise<void> {
  const dir = path.join(dist, 'widgets');
  await writeFile(
    path.join(dir, 'custom-elements.json'),
    JSON.stringify(customElementsManifest(widgetCatalog), null, 2),
  );
  await writeFile(path.join(dir, 'it-widgets.d.ts'), typeDeclarations(widgetCatalog));
  await writeFile(path.join(dir, 'reserve.css'), reserveCss(widgetCatalog));
}
