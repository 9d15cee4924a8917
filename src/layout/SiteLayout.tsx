import type { ReactNode } from 'react';
import { Island } from '../elements/Island.tsx';
import { headerCopy } from '../content/navigation.ts';
import { Cursor } from './Cursor.tsx';
import { Footer } from './Footer.tsx';
import { FooterArea } from './FooterArea.tsx';
import { Header } from './Header.tsx';
import { layoutIds } from './layout-ids.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { ScrollTop } from './ScrollTop.tsx';
import { SiteToaster } from './SiteToaster.tsx';
import '../styles/layout.css';

/** Props of {@link SiteLayout}. */
export interface SiteLayoutProps {
  children?: ReactNode;
}

/** Moves focus into <main> explicitly: a smooth-scroll library handling anchor clicks may cancel the jump. */
function handleSkip() {
  document.getElementById(layoutIds.main)?.focus();
}

/**
 * The frame of every page of the host site: skip link, top anchor, header,
 * mobile menu, the page in <main>, the call-to-action band, footer,
 * scroll-to-top arrow, custom cursor, and the toaster that outlives the routes.
 * The interactive parts are islands: on the host site each wakes on its own
 * (see Island), and the rest stays HTML.
 */
export function SiteLayout({ children }: SiteLayoutProps) {
  return (
    <>
      <a className="it-skip-link" href={`#${layoutIds.main}`} onClick={handleSkip}>
        {headerCopy.skipLink}
      </a>
      <a id={layoutIds.top} />
      <Island name="Header" component={Header} props={{}} wake="used" />
      <Island name="MobileMenu" component={MobileMenu} props={{}} wake="others" />
      <main id={layoutIds.main} className="it-main" tabIndex={-1}>
        {children}
      </main>
      <FooterArea />
      <Footer />
      <Island name="ScrollTop" component={ScrollTop} props={{}} wake="scroll" />
      <Island name="Cursor" component={Cursor} props={{}} wake="pointer" />
      <Island name="SiteToaster" component={SiteToaster} props={{}} wake="others" persist />
    </>
  );
}
