import { createElement } from 'react';
import { site } from '../../src/content/site';
import type { WidgetDoc } from '../../widgets/catalogue';
import { galleryCopy as copy } from '../../src/content/widgets/gallery';
import '../../src/styles/gallery.css';

/** One widget in the gallery: summary, the live tag, its contract and a snippet. */
export function WidgetDocView({ doc }: { doc: WidgetDoc }) {
  const tag = `it-${doc.name}`;
  const snippet = `<script type="module" src="${site.url}/widgets/${doc.name}.js"></script>\n${doc.example}`;
  return (
    <article className="it-gallery__item" id={tag} aria-labelledby={`${tag}-title`}>
      <h2 id={`${tag}-title`}>
        <code>{`<${tag}>`}</code>
      </h2>
      <p>{doc.summary}</p>
      <div className="it-gallery__live" aria-label={`${copy.liveLabel}: ${tag}`} role="region">
        {createElement(tag)}
      </div>
      <h3 id={`${tag}-attributes`}>{copy.attributesLabel}</h3>
      {doc.attributes.length === 0 ? (
        <p>{copy.noAttributes}</p>
      ) : (
        // Scrolls in its own box when narrower than the table; focusable and named so keyboard users can scroll it.
        <div
          className="it-gallery__scroll"
          role="region"
          aria-labelledby={`${tag}-title ${tag}-attributes`}
          tabIndex={0}
        >
          <table className="it-gallery__table">
            <thead>
              <tr>
                <th scope="col">{copy.columns.name}</th>
                <th scope="col">{copy.columns.type}</th>
                <th scope="col">{copy.columns.description}</th>
              </tr>
            </thead>
            <tbody>
              {doc.attributes.map((a) => (
                <tr key={a.name}>
                  <td>
                    <code>{a.name}</code>
                  </td>
                  <td>{a.values ? `${a.list ? 'comma-separated list of ' : ''}${a.values.join(' | ')}` : a.type}</td>
                  <td>
                    {a.description}
                    {a.default !== undefined && ` Default: ${a.default}.`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>{copy.eventsLabel}</h3>
      {doc.events.length === 0 ? (
        <p>{copy.noEvents}</p>
      ) : (
        <ul>
          {doc.events.map((e) => (
            <li key={e.name}>
              <code>{e.name}</code>: {e.description} <code>detail: {e.detail}</code>
            </li>
          ))}
        </ul>
      )}
      <h3>{copy.partsLabel}</h3>
      <ul>
        {doc.parts.map((part) => (
          <li key={part.name}>
            <code>::part({part.name})</code>: {part.description}
          </li>
        ))}
      </ul>
      <h3 id={`${tag}-snippet`}>{copy.snippetLabel}</h3>
      <pre className="it-gallery__code" role="region" aria-labelledby={`${tag}-title ${tag}-snippet`} tabIndex={0}>
        <code>{snippet}</code>
      </pre>
    </article>
  );
}
