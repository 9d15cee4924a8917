import { useCallback, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page gets its address when it is first published: the editor moves
 * from /new/… to /<collection>/<name> then. `name` (the route's) changing to
 * the one the editor itself gave is no reason to open the page again, which
 * would lose what is on screen; any other change is.
 */
export function useNamedRoute(collection: 'landing' | 'post') {
  const [, navigate] = useLocation();
  const given = useRef<string | undefined>(undefined);
  const onNamed = useCallback(
    (name: string) => {
      given.current = name;
      navigate(`/${collection}/${name}`, { replace: true });
    },
    [collection, navigate],
  );
  /** Whether a route's `name` is the one the editor gave: the screen keeps what it shows. */
  const isOwn = useCallback((name: string | undefined) => name !== undefined && name === given.current, []);
  return { onNamed, isOwn };
}
