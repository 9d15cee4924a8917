import { guideCopy as copy } from '../../src/content/widgets/gallery.ts';
import type { WidgetAttribute, WidgetDoc } from '../../widgets/catalogue.ts';
import { ReferenceTable } from './ReferenceTable.tsx';

/** What an attribute takes: its type, or its values. */
const typeOf = (a: WidgetAttribute) =>
  a.values ? (a.list ? `${a.values.join(', ')} (comma-separated)` : a.values.join(' | ')) : a.type;

/** One tag in the guide: its summary and every attribute of its contract. */
export function TagReference({ doc }: { doc: WidgetDoc }) {
  const tag = `it-${doc.name}`;
  return (
    <section className="it-guide__tag" aria-labelledby={tag}>
      <h3 id={tag}>
        <code>{`<${tag}>`}</code>
      </h3>
      <p>{doc.summary}</p>
      <ReferenceTable
        labelledBy={tag}
        columns={Object.values(copy.columns)}
        rows={doc.attributes.map((a) => ({
          key: a.name,
          cells: [
            <code key="n">{a.name}</code>,
            typeOf(a),
            a.default === undefined ? a.description : `${a.description} Default: ${a.default}.`,
          ],
        }))}
      />
      <p>
        <a href={`/widgets?tag=${doc.name}`}>{copy.configure(tag)}</a>
      </p>
    </section>
  );
}
