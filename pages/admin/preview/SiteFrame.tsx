import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lookLikeSite, stylesheetsLoaded, type PageLook } from './site-document.ts';

/** Props of {@link SiteFrame}. */
export interface SiteFrameProps {
  children: ReactNode;
  /** The site's whole stylesheet (site-facts.ts). */
  stylesheet?: string;
  look: PageLook;
  /** Names the frame for assistive technology. */
  title: string;
  className?: string;
}

/** A standards-mode document: an iframe's first about:blank is in quirks mode. */
const blankPage = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';

/**
 * A frame of the site's look (its stylesheet, the page's language, direction
 * and palette) in which `children` render, through a portal: a live preview
 * that keeps the site's styles and the editor's apart.
 */
export function SiteFrame({ children, stylesheet, look, title, className }: SiteFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement>();
  const first = useRef({ stylesheet, look });
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // The page renders once the site's sheet has loaded: rendered before, its
    // elements would start their transitions from unstyled values when it came.
    const ready = async () => {
      const doc = element.contentDocument;
      if (!doc) return;
      lookLikeSite(doc, [first.current.stylesheet], first.current.look);
      await stylesheetsLoaded(doc);
      setBody(doc.body);
    };
    element.addEventListener('load', () => void ready());
  }, []);
  useEffect(() => {
    if (body) lookLikeSite(body.ownerDocument, [stylesheet], look);
  }, [body, stylesheet, look]);
  return (
    <>
      <iframe ref={frame} title={title} className={className} srcDoc={blankPage} />
      {body && createPortal(children, body)}
    </>
  );
}
