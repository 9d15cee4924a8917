import type { configuratorCopy } from '../../src/content/widgets/gallery.ts';
import type { ConfigAttribute, ConfigValue } from './widget-snippet.ts';
import '../../src/styles/field.css';
import '../../src/styles/widget-configurator.css';

/** Props of {@link AttributeControl}. */
export interface AttributeControlProps {
  id: string;
  attribute: ConfigAttribute;
  value: ConfigValue | undefined;
  copy: Pick<typeof configuratorCopy, 'unset' | 'listHint'>;
  onChange: (value: ConfigValue) => void;
}

/**
 * The control of one attribute, chosen by its contract: ticks for a list, a
 * select for an enumeration, a checkbox for a boolean, a number or text field
 * otherwise. Its label is the attribute's name, as the partner writes it.
 */
export function AttributeControl({ id, attribute, value, copy, onChange }: AttributeControlProps) {
  const name = <code>{attribute.name}</code>;
  if (attribute.list && attribute.values) {
    const ticked = Array.isArray(value) ? value : [];
    // Ticked items keep the list's order, so the snippet does not depend on the order of the clicks.
    const toggle = (item: string, on: boolean) =>
      onChange(attribute.values!.filter((v) => (v === item ? on : ticked.includes(v))));
    return (
      <fieldset className="it-configurator__list" aria-describedby={`${id}-hint`}>
        <legend className="it-configurator__name">{name}</legend>
        <p id={`${id}-hint`} className="it-configurator__hint">
          {copy.listHint}
        </p>
        <div className="it-configurator__choices">
          {attribute.values.map((item) => (
            <label key={item} className="it-configurator__choice">
              <input type="checkbox" checked={ticked.includes(item)} onChange={(e) => toggle(item, e.target.checked)} />
              {item}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  if (attribute.type === 'boolean') {
    return (
      <label className="it-configurator__choice" htmlFor={id}>
        <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {name}
      </label>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <label className="it-configurator__field" htmlFor={id}>
      <span className="it-configurator__name">{name}</span>
      {attribute.values ? (
        <select className="it-field__control" id={id} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{attribute.default ? `${copy.unset} (${attribute.default})` : copy.unset}</option>
          {attribute.values.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      ) : (
        <input
          className="it-field__control"
          id={id}
          type={attribute.type === 'number' ? 'number' : 'text'}
          value={text}
          placeholder={attribute.default}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </label>
  );
}
