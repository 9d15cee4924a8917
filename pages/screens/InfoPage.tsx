import type { ReactNode } from 'react';
import { pageCopy } from '../../src/content/page-copy.ts';
import { PageTitle } from '../../src/sections/PageTitle.tsx';
import '../../src/styles/base.css';
import '../../src/styles/page.css';

/** Key of a page's copy in src/content/pages.ts. */
export type CopyKey = keyof typeof pageCopy;

/** An inner page: its title bar and intro from the page copy, then its sections. */
export function InfoPage({ copy, children }: { copy: CopyKey; children?: ReactNode }) {
  const { title, subtitle, intro } = pageCopy[copy];
  return (
    <>
      <PageTitle title={title} subtitle={subtitle} />
      <section className="it-section it-intro">
        <div className="it-container">
          <p className="it-intro__text">{intro}</p>
        </div>
      </section>
      {children}
    </>
  );
}
