// Shared set-up of the layout's browser tests: the site's stylesheets and a
// render inside the host app's router.
import { render } from '../support/testing-library.ts';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HostRouting } from '../../pages/HostRouting.tsx';
import base from '../../src/styles/base.css?inline';
import tokens from '../../src/styles/tokens.css?inline';

const applied = new Set<string>();

/** Adds the design tokens, the base styles and the given component sheets to the document, once each. */
export function applyStyles(...sheets: string[]): void {
  for (const css of [tokens, base, ...sheets]) {
    if (applied.has(css)) continue;
    applied.add(css);
    const style = document.createElement('style');
    // The ?inline build rewrites :root to :host for shadow roots; these tests render in the document.
    style.textContent = css.replaceAll(':host', ':root');
    document.head.append(style);
  }
}

/**
 * Puts a small box in the window's corner, where the test runner's pointer
 * rests before any move: the pointer is then over it, never over a carousel
 * it would hold still.
 */
export function restPointerAway(): void {
  const rest = document.createElement('div');
  rest.style.cssText = 'position: fixed; inset: 0 auto auto 0; width: 8px; height: 8px; z-index: 1';
  document.body.append(rest);
}

/** Renders `ui` as the host app does: in a wouter router at `path`, links in router mode. */
export function renderInSite(ui: ReactElement, path = '/home') {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook}>
      <HostRouting>{ui}</HostRouting>
    </Router>,
  );
  return { ...view, location };
}

/**
 * A short text naming an element, e.g. 'button#it-menu-button "Menu"', or 'nothing'.
 * Assertions compare these rather than nodes: a failing assertion carries its
 * actual and expected values, and the runner hangs trying to serialise a DOM node.
 */
export function describeElement(element: Element | null): string {
  if (!element) return 'nothing';
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name.slice(0, 60)}"`;
}

/** {@link describeElement} of the focused element. */
export function focused(): string {
  return describeElement(document.activeElement);
}
