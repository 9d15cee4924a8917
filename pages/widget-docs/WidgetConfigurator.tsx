import { useId, useState, type ChangeEvent } from 'react';
import { useSearch } from 'wouter';
import type { configuratorCopy } from '../../src/content/widgets/gallery.ts';
import { AttributeControl } from './AttributeControl.tsx';
import { ownControls } from './own-controls.ts';
import { attributeSet, widgetSnippet, type ConfigTag, type ConfigValue } from './widget-snippet.ts';
import { usePreview } from './use-preview.ts';
import { useHydrated } from '../../src/ui/use-hydrated.ts';
import '../../src/styles/base.css';
import '../../src/styles/field.css';
import '../../src/styles/widget-configurator.css';

/** Props of {@link WidgetConfigurator}: plain JSON, as an island's are. */
export interface WidgetConfiguratorProps {
  tags: readonly ConfigTag[];
  locales: readonly { code: string; name: string }[];
  /** The company's origin, which the snippet loads the scripts from. */
  origin: string;
  copy: typeof configuratorCopy;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The /widgets configurator: a tag, its attributes, theme and language, the
 * snippet to paste with a Copy button, and the real widget live in a preview
 * box. The preview comes last: a widget's own headings (the hero's is an h1)
 * then end the configurator's outline instead of cutting into it.
 */
export function WidgetConfigurator({ tags, locales, origin, copy }: WidgetConfiguratorProps) {
  const id = useId();
  const [chosen, setTagName] = useState<string | null>(null);
  // The guide links to ?tag=<name>; read once hydrated, since the prerendered HTML has no query.
  const search = useSearch();
  const asked = useHydrated() ? new URLSearchParams(search).get('tag') : null;
  const tagName = chosen ?? asked;
  const [values, setValues] = useState<Record<string, ConfigValue>>({});
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const tag = tags.find((t) => t.name === tagName) ?? tags[0]!;
  const attributes = attributeSet(tag, values);
  const snippet = widgetSnippet(origin, tag, attributes);
  const previewRef = usePreview(tag, attributes);
  const themeValues = tag.attributes.find((a) => a.name === 'theme')?.values ?? [];
  const theme = typeof values.theme === 'string' && values.theme ? values.theme : (themeValues[0] ?? '');

  const setValue = (name: string, value: ConfigValue) => {
    setValues((old) => ({ ...old, [name]: value }));
    setCopyState('idle');
  };
  const handleTag = (event: ChangeEvent<HTMLSelectElement>) => {
    setTagName(event.target.value);
    // Theme and language carry over to the next tag; the rest are the last tag's own.
    setValues((old) => Object.fromEntries(ownControls.flatMap((name) => (old[name] ? [[name, old[name]]] : []))));
    setCopyState('idle');
  };
  const handleCopy = () => {
    navigator.clipboard.writeText(snippet).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };
  const general = tag.attributes.filter((a) => !(ownControls as readonly string[]).includes(a.name));

  return (
    <div className="it-configurator">
      <div className="it-configurator__controls">
        <label className="it-configurator__field" htmlFor={`${id}-tag`}>
          <span className="it-configurator__label">{copy.tagLabel}</span>
          <select className="it-field__control" id={`${id}-tag`} value={tag.name} onChange={handleTag}>
            {tags.map((t) => (
              <option key={t.name} value={t.name}>{`<it-${t.name}>`}</option>
            ))}
          </select>
        </label>
        <fieldset className="it-configurator__group">
          <legend className="it-configurator__label">{copy.themeLabel}</legend>
          <div className="it-configurator__choices">
            {themeValues.map((value) => (
              <label key={value} className="it-configurator__choice">
                <input
                  type="radio"
                  name={`${id}-theme`}
                  value={value}
                  checked={theme === value}
                  onChange={() => setValue('theme', value === themeValues[0] ? '' : value)}
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="it-configurator__field" htmlFor={`${id}-lang`}>
          <span className="it-configurator__label">{copy.languageLabel}</span>
          <select
            className="it-field__control"
            id={`${id}-lang`}
            value={typeof values.lang === 'string' ? values.lang : ''}
            onChange={(event) => setValue('lang', event.target.value)}
          >
            <option value="">{copy.pageLanguage}</option>
            {locales.map((locale) => (
              <option key={locale.code} value={locale.code} lang={locale.code}>
                {`${locale.name} (${locale.code})`}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="it-configurator__group">
          <legend className="it-configurator__label">{copy.attributesLegend}</legend>
          {general.length === 0 && <p>{copy.noAttributes}</p>}
          {general.map((attribute) => (
            <AttributeControl
              key={`${tag.name}-${attribute.name}`}
              id={`${id}-${attribute.name}`}
              attribute={attribute}
              value={values[attribute.name]}
              copy={copy}
              onChange={(value) => setValue(attribute.name, value)}
            />
          ))}
        </fieldset>
      </div>
      <div className="it-configurator__result">
        <h3 id={`${id}-snippet`}>{copy.snippetLabel}</h3>
        <pre className="it-configurator__code" role="region" aria-labelledby={`${id}-snippet`} tabIndex={0}>
          <code>{snippet}</code>
        </pre>
        <div className="it-configurator__copy">
          <button type="button" className="it-button" onClick={handleCopy}>
            {copy.copy}
          </button>
          <p role="status" className="it-configurator__status">
            {copyState === 'copied' ? copy.copied : copyState === 'failed' ? copy.copyFailed : ''}
          </p>
        </div>
        <h3 id={`${id}-preview`}>{copy.previewLabel}</h3>
        <div
          ref={previewRef}
          className="it-configurator__preview"
          data-theme={theme === 'dark' ? 'dark' : undefined}
          role="region"
          aria-labelledby={`${id}-preview`}
        />
      </div>
    </div>
  );
}
