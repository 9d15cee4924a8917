import type { RichBlock } from '../content/types.ts';
import '../styles/page.css';

/** Renders typed rich text (paragraphs, headings, lists, facts) without HTML strings. */
export function RichText({ blocks, headingLevel = 2 }: { blocks: readonly RichBlock[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="it-rich-text">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'heading':
            return <Heading key={index}>{block.text}</Heading>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'facts':
            return (
              <dl key={index} className="it-rich-text__facts">
                {block.items.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            );
        }
      })}
    </div>
  );
}
