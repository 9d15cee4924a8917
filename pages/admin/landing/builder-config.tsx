// Puck's configuration, made from the widget catalogue: a component for each
// tag a landing page may use, a field for each attribute of its contract, and
// a prose block. A tag added to the catalogue is a block here with no other change.
import type { ReactNode } from 'react';
import type { ComponentConfig, Config, Fields } from '@puckeditor/core';
import type { CatalogueEntry } from '../../../widgets/catalogue.ts';
import type { LandingSection } from '../../landing-sections.ts';
import { locales } from '../../../src/content/locales.ts';
import { siteAccent } from '../../../src/content/page-accent.ts';
import { themeAttribute } from '../../../src/content/widgets/common.ts';
import { attributeField, type FieldSpec } from '../fields/field-spec.ts';
import { adminMessages } from '../messages.ts';
import { customField, faqField } from './builder-fields.tsx';
import { PageRoot } from './PageRoot.tsx';
import { ProseBlock } from './ProseBlock.tsx';
import { emptyProps, landingKeys, PROSE } from './puck-data.ts';
import { SectionBlock } from './SectionBlock.tsx';

const words = adminMessages;

/** The sections, loaded (landingSectionsOf), and the site's whole stylesheet for the preview. */
export interface BuilderParts {
  entries: readonly CatalogueEntry[];
  sections: Readonly<Record<string, LandingSection>>;
  stylesheet?: string;
}

/** The entries a landing page may place (not the toaster, which the layout has). */
export const landingEntries = (entries: readonly CatalogueEntry[]) =>
  entries.filter((entry) => !entry.notOnLandingPages);

/** A block's name as the builder lists it: `tech-stack` → `Tech stack`. */
export const blockLabel = (type: string) => (type === PROSE ? words.builder.prose : words.fields.labelOf(type));

/** The page's own settings, in the front matter's order (puck-data.ts `landingKeys`). */
export const pageFields: Readonly<Record<(typeof landingKeys)[number], FieldSpec | 'faq'>> = {
  title: { name: 'title', kind: 'text', label: words.page.title, help: words.page.titleHelp, required: true },
  description: {
    name: 'description',
    kind: 'textarea',
    label: words.page.description,
    help: words.page.descriptionHelp,
    required: true,
  },
  slug: { name: 'slug', kind: 'text', label: words.page.slug, help: words.page.slugHelp, required: true },
  lang: {
    name: 'lang',
    kind: 'select',
    label: words.page.lang,
    help: words.page.langHelp,
    options: locales.map((locale) => ({ value: locale.code, label: `${locale.name} (${locale.code})` })),
    defaultValue: 'en',
  },
  theme: {
    name: 'theme',
    kind: 'select',
    label: words.page.theme,
    help: words.page.themeHelp,
    options: (themeAttribute.values ?? []).map((value) => ({ value, label: value })),
  },
  accent: {
    name: 'accent',
    kind: 'color',
    label: words.page.accent,
    help: words.page.accentHelp,
    defaultValue: siteAccent,
  },
  noindex: { name: 'noindex', kind: 'switch', label: words.page.noindex, help: words.page.noindexHelp },
  faq: 'faq',
};

/** A section's Puck component: its contract's attributes as fields, its section as the render. */
function sectionComponent(entry: CatalogueEntry, parts: BuilderParts): ComponentConfig {
  const { doc } = entry;
  const fields: Fields = {};
  for (const attribute of doc.attributes) {
    if (attribute.name === 'id') throw new Error(`<it-${doc.name}> has an attribute "id", which Puck keeps for itself`);
    const spec = attributeField(attribute);
    if (spec) fields[attribute.name] = customField(spec);
  }
  return {
    label: blockLabel(doc.name),
    fields,
    defaultProps: emptyProps(doc.attributes.map((attribute) => attribute.name)),
    // Inline: the block's element is the section's own wrapper (CanvasBlock), which Puck makes its control.
    inline: true,
    render: ({ puck, editMode: _editMode, id: _id, ...attributes }) => (
      <SectionBlock
        doc={doc}
        attributes={attributes}
        sections={parts.sections}
        label={blockLabel(doc.name)}
        dragRef={puck.dragRef}
      />
    ),
  };
}

/** Puck's configuration for the landing pages. */
export function builderConfig(parts: BuilderParts): Config {
  const components: Record<string, ComponentConfig> = {
    [PROSE]: {
      label: words.builder.prose,
      fields: {
        markdown: customField({
          name: 'markdown',
          kind: 'textarea',
          label: words.builder.proseField,
          help: words.builder.proseHelp,
        }),
      },
      defaultProps: { markdown: '' },
      inline: true,
      render: ({ markdown, puck }) => (
        <ProseBlock
          markdown={typeof markdown === 'string' ? markdown : ''}
          sections={parts.sections}
          dragRef={puck.dragRef}
        />
      ),
    },
  };
  for (const entry of landingEntries(parts.entries)) components[entry.doc.name] = sectionComponent(entry, parts);
  const rootFields: Fields = {};
  for (const key of landingKeys) {
    const spec = pageFields[key];
    rootFields[key] = spec === 'faq' ? faqField : customField(spec);
  }
  return {
    components,
    root: {
      fields: rootFields,
      render: ({ children, title, lang, theme, accent, faq }: Record<string, unknown> & { children?: ReactNode }) => (
        <PageRoot
          stylesheet={parts.stylesheet}
          title={typeof title === 'string' ? title : undefined}
          lang={typeof lang === 'string' ? lang : undefined}
          theme={typeof theme === 'string' ? theme : undefined}
          accent={typeof accent === 'string' ? accent : undefined}
          faq={faq}
        >
          {children}
        </PageRoot>
      ),
    },
  };
}
