import type { ReactNode } from 'react';
import '../../src/styles/widget-guide.css';

/** Props of {@link ReferenceTable}. */
export interface ReferenceTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly string[];
  /** One row per item; the first cell names it. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/**
 * A reference table of the guide. It scrolls in its own box when wider than a
 * phone (WCAG 1.4.10 allows it for data tables), focusable and named so a
 * keyboard can scroll it.
 */
export function ReferenceTable({ labelledBy, columns, rows }: ReferenceTableProps) {
  return (
    <div className="it-guide__scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="it-guide__table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells }) => (
            <tr key={key}>
              {cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
