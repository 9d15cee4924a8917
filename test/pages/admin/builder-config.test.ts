// The builder's blocks are made from the widget catalogue: every tag a landing
// page may use is a block, each attribute a field of the kind its contract
// asks for, and a tag added to the catalogue is a block with no other change.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CustomField } from '@puckeditor/core';
import { widgetEntries, type CatalogueEntry } from '../../../widgets/catalogue.ts';
import type { WidgetAttribute } from '../../../src/content/widgets/types.ts';
import { siteAccent } from '../../../src/content/page-accent.ts';
import { locales } from '../../../src/content/locales.ts';
import { builderConfig } from '../../../pages/admin/landing/builder-config.tsx';
import { PROSE } from '../../../pages/admin/landing/puck-data.ts';
import type { FieldSpec } from '../../../pages/admin/fields/field-spec.ts';

const specOf = (field: unknown): FieldSpec => {
  const custom = field as CustomField<unknown>;
  assert.equal(custom.type, 'custom');
  return (custom.metadata as { spec: FieldSpec }).spec;
};

/** The kind of field an attribute should get, said plainly. */
function expectedKind(attribute: WidgetAttribute): FieldSpec['kind'] | undefined {
  if (attribute.type === 'json') return undefined;
  if (attribute.values) return attribute.list ? 'checkboxes' : 'select';
  if (attribute.type === 'boolean') return 'switch';
  if (attribute.type === 'number') return 'number';
  return attribute.type === 'string'
    ? ['text', 'intro', 'message'].includes(attribute.name)
      ? 'textarea'
      : 'text'
    : undefined;
}

const config = builderConfig({ entries: widgetEntries, sections: {} });

describe('the builder’s blocks, from the widget catalogue', () => {
  it('has a block for every tag a landing page may use, a prose block, and none for the toaster', () => {
    const onPages = widgetEntries.filter((entry) => !entry.notOnLandingPages).map((entry) => entry.doc.name);
    assert.deepEqual(Object.keys(config.components).sort(), [PROSE, ...onPages].sort());
    assert.ok(!('toaster' in config.components));
  });

  for (const entry of widgetEntries.filter((candidate) => !candidate.notOnLandingPages)) {
    it(`<it-${entry.doc.name}>: a field per attribute, of its kind, with its allowed values, none set`, () => {
      const component = config.components[entry.doc.name]!;
      const fields = component.fields ?? {};
      const defaults = (component.defaultProps ?? {}) as Record<string, unknown>;
      for (const attribute of entry.doc.attributes) {
        const kind = expectedKind(attribute);
        if (!kind) {
          assert.ok(!(attribute.name in fields), `${attribute.name} (json) belongs to the front matter`);
          continue;
        }
        const spec = specOf(fields[attribute.name]);
        assert.equal(spec.kind, kind, attribute.name);
        assert.deepEqual(
          spec.options?.map((option) => option.value),
          attribute.values,
          attribute.name,
        );
        assert.equal(spec.defaultValue, attribute.default, attribute.name);
        assert.equal(defaults[attribute.name], undefined);
        assert.ok(attribute.name in defaults, `${attribute.name} has its place`);
      }
      assert.deepEqual(
        Object.keys(defaults),
        entry.doc.attributes.map((attribute) => attribute.name),
      );
    });
  }

  it('makes a tag added to the catalogue a block, every kind of attribute a field', () => {
    const added: CatalogueEntry = {
      doc: {
        name: 'price-table',
        summary: 'Prices.',
        attributes: [
          { name: 'plan', type: 'string', description: 'Which plan.', values: ['basic', 'pro'] },
          { name: 'plans', type: 'string', description: 'Which plans.', values: ['basic', 'pro'], list: true },
          { name: 'columns', type: 'number', description: 'How many.' },
          { name: 'yearly', type: 'boolean', description: 'Per year.' },
          { name: 'heading', type: 'string', description: 'Its heading.' },
          { name: 'rows', type: 'json', description: 'Its rows.' },
        ],
        events: [],
        parts: [],
        cssProperties: [],
        reserve: { mobile: 100, desktop: 100 },
        example: '<it-price-table></it-price-table>',
      },
      section: () => Promise.resolve({}),
    };
    const grown = builderConfig({ entries: [...widgetEntries, added], sections: {} });
    const fields = grown.components['price-table']?.fields ?? {};
    assert.deepEqual(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, specOf(field).kind])), {
      plan: 'select',
      plans: 'checkboxes',
      columns: 'number',
      yearly: 'switch',
      heading: 'text',
    });
    assert.equal(grown.components['price-table']?.label, 'Price table');
  });

  it('gives the prose block a Markdown field', () => {
    assert.equal(specOf(config.components[PROSE]?.fields?.markdown).kind, 'textarea');
  });

  it('gives the page its settings: title, description, slug, language (the locales), palette, colour, noindex, FAQ items', () => {
    const fields = config.root?.fields ?? {};
    assert.deepEqual(Object.keys(fields), [
      'title',
      'description',
      'slug',
      'lang',
      'theme',
      'accent',
      'noindex',
      'faq',
    ]);
    assert.deepEqual(
      specOf(fields.lang).options?.map((option) => option.value),
      locales.map((locale) => locale.code),
    );
    assert.equal(specOf(fields.noindex).kind, 'switch');
    assert.equal(specOf(fields.faq).kind, 'faq');
    // Unset, the picker shows the colour the page then has: the site's own.
    assert.deepEqual([specOf(fields.accent).kind, specOf(fields.accent).defaultValue], ['color', siteAccent]);
  });
});
