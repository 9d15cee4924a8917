import { useEffect, useState } from 'react';

/**
 * Whether the media query matches, following changes. False on the server and
 * on the first client render, so hydrated markup matches the prerendered HTML.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
