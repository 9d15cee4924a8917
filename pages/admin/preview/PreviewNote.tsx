import type { ReactNode } from 'react';
import '../../../src/styles/base.css';

/** A word from the editor inside the preview frame (which has the site's stylesheet, not the editor's): set as the site sets a section. */
export function PreviewNote({ children }: { children: ReactNode }) {
  return (
    <section className="it-section">
      <div className="it-container">
        <p role="status">{children}</p>
      </div>
    </section>
  );
}
