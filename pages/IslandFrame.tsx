import { StrictMode, useEffect, type ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { HostRouting } from './HostRouting.tsx';
import { navigateTo } from './navigator.ts';

/**
 * wouter's location in an island root of the browser: the address bar, and a
 * navigation that goes through the site's client-side navigation (which swaps
 * the page's prerendered HTML), since no app-wide router runs in the browser.
 */
const islandLocation: BaseLocationHook = () => [
  location.pathname,
  (to: string | URL, options?: { replace?: boolean }) => navigateTo(String(to), options),
];

/** Props of {@link IslandFrame}. */
export interface IslandFrameProps {
  /** The path being prerendered; absent in the browser. */
  ssrPath?: string;
  /** Called once, after the root's first commit in the browser: its handlers are attached. */
  onReady?: () => void;
  children: ReactNode;
}

function Ready({ onReady }: { onReady?: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per root
  useEffect(() => onReady?.(), []);
  return null;
}

/**
 * What an island's root wraps its component in, on the server and in the
 * browser alike: the same tree on both sides, so ids (useId) match.
 */
export function IslandFrame({ ssrPath, onReady, children }: IslandFrameProps) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath} hook={ssrPath === undefined ? islandLocation : undefined}>
        <HostRouting>
          {children}
          <Ready onReady={onReady} />
        </HostRouting>
      </Router>
    </StrictMode>
  );
}
