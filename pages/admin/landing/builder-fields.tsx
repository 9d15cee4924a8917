// The builder's fields, as Puck custom fields: each one of the editor's own
// controls (FieldControl), with the problems found with its value beside it.
import { createUsePuck, type CustomField } from '@puckeditor/core';
import { FaqField } from '../fields/FaqField.tsx';
import { adminMessages } from '../messages.ts';
import { FieldControl } from '../fields/FieldControl.tsx';
import type { FieldSpec } from '../fields/field-spec.ts';
import { fieldId, useProblems, PAGE } from '../problems/placed-problems.ts';
import { idOf } from './puck-data.ts';

/** Puck's store, read through a selector (a component re-renders only when what it selects changes). */
const usePuckSelector = createUsePuck();

/** The id of the selected block, or the page's scope when none is (the page settings show). */
export const useSelectedScope = (): string =>
  usePuckSelector((state) => (state.selectedItem ? idOf(state.selectedItem) : PAGE));

/** A field of the selected block (or of the page), by its spec. */
function ScopedField({
  spec,
  value,
  onChange,
}: {
  spec: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const scope = useSelectedScope();
  const problems = useProblems(scope, spec.name);
  return (
    <FieldControl spec={spec} id={fieldId(scope, spec.name)} value={value} onChange={onChange} problems={problems} />
  );
}

/** Puck's field for one spec: a block's attribute or a key of the page's front matter. */
export function customField(spec: FieldSpec): CustomField<unknown> {
  return {
    type: 'custom',
    label: spec.label,
    metadata: { spec },
    render: ({ value, onChange }) => <ScopedField spec={spec} value={value} onChange={onChange} />,
  };
}

/** Puck's field for the page's FAQ items. */
export const faqField: CustomField<unknown> = {
  type: 'custom',
  label: adminMessages.fields.faq.legend,
  metadata: { spec: { name: 'faq', kind: 'faq', label: adminMessages.fields.faq.legend } satisfies FieldSpec },
  render: ({ value, onChange }) => <FaqField value={value} onChange={onChange} />,
};
