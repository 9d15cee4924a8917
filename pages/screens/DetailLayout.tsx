import type { ReactNode } from 'react';
import type { Picture as PictureData, RichBlock } from '../../src/content/types.ts';
import { Picture } from '../../src/ui/Picture.tsx';
import { RichText } from '../../src/ui/RichText.tsx';
import '../../src/styles/base.css';
import '../../src/styles/page.css';
import '../../src/styles/detail-page.css';

/** Props of {@link DetailLayout}. */
export interface DetailLayoutProps {
  /** The page's picture, preloaded as its largest paint. */
  picture: PictureData;
  blocks: readonly RichBlock[];
  /** Names the sidebar for screen readers. */
  asideLabel: string;
  asideTitle: string;
  /** What the sidebar holds under its heading. */
  children: ReactNode;
}

/** A service's or product's page body: picture and text, and a sidebar beside them (below them on a phone). */
export function DetailLayout({ picture, blocks, asideLabel, asideTitle, children }: DetailLayoutProps) {
  return (
    <div className="it-section it-container it-with-sidebar">
      <article className="it-with-sidebar__main">
        <Picture picture={picture} priority />
        <RichText blocks={blocks} />
      </article>
      <aside className="it-with-sidebar__aside" aria-label={asideLabel}>
        <h2 className="it-sidebar-title">{asideTitle}</h2>
        {children}
      </aside>
    </div>
  );
}
