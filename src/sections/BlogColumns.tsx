import type { ReactNode } from 'react';
import '../styles/base.css';
import '../styles/blog.css';

/** Where a blog page puts its sidebar, if anywhere. */
export type BlogLayout = 'centered' | 'left-sidebar' | 'right-sidebar' | 'fullwidth';

/** Props of {@link BlogColumns}. */
export interface BlogColumnsProps {
  layout: BlogLayout;
  /** Shown only by the two sidebar layouts. */
  sidebar?: ReactNode;
  children: ReactNode;
}

/** The blog's page grid: one column (centred or full width) or content beside the sidebar. */
export function BlogColumns({ layout, sidebar, children }: BlogColumnsProps) {
  const hasSidebar = layout === 'left-sidebar' || layout === 'right-sidebar';
  return (
    <div className={`it-section it-container it-blog it-blog--${layout}`}>
      <div className="it-blog__main">{children}</div>
      {hasSidebar && sidebar}
    </div>
  );
}
