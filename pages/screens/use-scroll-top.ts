import { useEffect } from 'react';

/** Scrolls the window to the top when the page (or its slug) loads, as the spec asks of service and product pages. */
export function useScrollTop(key: string | undefined): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}
