import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FaqItem } from '../../../src/content/types.ts';
import { adminMessages } from '../messages.ts';
import { linkedSheet, lookLikeSite, stylesheetsLoaded } from '../preview/site-document.ts';
import { PagePreviewContext } from './page-context.ts';
import '../../../src/styles/layout.css';

/** Props of {@link PageRoot}. */
export interface PageRootProps {
  children?: ReactNode;
  stylesheet?: string;
  title?: string;
  lang?: string;
  theme?: string;
  accent?: string;
  faq?: unknown;
}

/**
 * The page around the blocks in Puck's preview frame: the site's <main>, and
 * the frame's document made to look like the site (its stylesheet, and the
 * page's language, direction, palette and colour on <html>), as the prerender makes a page.
 */
export function PageRoot({ children, stylesheet, title, lang, theme, accent, faq }: PageRootProps) {
  const main = useRef<HTMLElement>(null);
  const [styled, setStyled] = useState(false);
  useLayoutEffect(() => {
    const doc = main.current?.ownerDocument;
    if (!doc) return;
    // Puck's own sheet for its outlines and action bar: the editor's CSP refuses the <style> Puck would inject.
    lookLikeSite(doc, [linkedSheet('puck'), stylesheet], { title: title ?? '', lang, theme, accent });
    // The frame is Puck's: name it for assistive technology.
    if (doc.defaultView?.frameElement)
      doc.defaultView.frameElement.setAttribute('title', adminMessages.builder.previewTitle);
    void stylesheetsLoaded(doc).then(() => setStyled(true));
  }, [stylesheet, title, lang, theme, accent]);
  const page = useMemo(() => ({ faq: Array.isArray(faq) ? (faq as FaqItem[]) : undefined }), [faq]);
  return (
    <PagePreviewContext.Provider value={page}>
      <main ref={main} className="it-main">
        {/* Blocks render once the site's sheet is in: styled late, they would start transitions from unstyled values. */}
        {styled && children}
      </main>
    </PagePreviewContext.Provider>
  );
}
