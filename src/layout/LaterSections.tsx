import type { ReactNode } from 'react';
import '../styles/layout.css';

/**
 * The sections of a long page below its first screen. The browser lays each
 * out and paints it only as it nears the viewport (`content-visibility: auto`),
 * so the first frame lays out the first screen alone, the one long task a
 * long page's first paint otherwise waits on. The wrapper takes no box, so the
 * sections lay out as if it were not there.
 */
export function LaterSections({ children }: { children: ReactNode }) {
  return <div className="it-later-sections">{children}</div>;
}
