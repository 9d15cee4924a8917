import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import '../styles/island.css';

/**
 * When an island wakes in the browser: `near`, when it nears the viewport and the
 * browser is idle, or when used (a carousel: what the visitor may swipe at once,
 * which early input cannot replay); `used-or-scrolled`, when used, or when near
 * once the visitor has scrolled, never at load alone (a form, tabs: they need
 * nothing before they are touched, and what is typed, sent, pressed or keyed to
 * meanwhile is handed over to React); `used`, only when the visitor presses,
 * focuses, types in or points at it (the header: its menu works natively until
 * then; the hero carousel: a small script of its own turns its slides until then;
 * an office map: a facade until pressed); `others`, with the first other island
 * (the mobile menu, the toaster: they act only for another one); `scroll`, once
 * the page is scrolled a screen down (the back-to-top arrow); `pointer`, at the
 * first move of a mouse (the custom cursor).
 */
export type IslandWake = 'near' | 'used-or-scrolled' | 'used' | 'others' | 'scroll' | 'pointer';

/**
 * What the prerender gives islands: renders one island's tree on its own, with
 * the ids prefixed as the browser's own root will prefix them, so the markup is
 * what hydrateRoot renders for that root and nothing else.
 */
export interface IslandRenderer {
  render(element: ReactElement, identifierPrefix: string): string;
  /** A prefix for the next island's ids, unique on the page. */
  nextPrefix(): string;
}

/**
 * Set by the prerender around the whole page; absent in the browser's island
 * roots, in widgets and in component tests, where an island is its component.
 */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** Props of {@link Island}. */
export interface IslandProps<P extends object> {
  /** The component's file name, which the browser's island registry maps to its import. */
  name: string;
  component: ComponentType<P>;
  /** Its props: plain JSON, serialized into the page. */
  props: P;
  wake?: IslandWake;
  /**
   * It outlives client-side navigation (the toaster: a toast raised just before
   * leaving shows on the next page): the same island on the next page is kept.
   */
  persist?: boolean;
}

/**
 * An interactive part of a host page. The prerender renders it as a marked
 * host element holding its markup and its props; the browser imports its
 * component only when it wakes, and hydrates it on a root of its own. The
 * static page around it never reaches the browser as JavaScript.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  wake = 'near',
  persist,
}: IslandProps<P>) {
  const renderer = useContext(IslandRendererContext);
  if (!renderer) return <Component {...props} />;
  const prefix = renderer.nextPrefix();
  const json = JSON.stringify(props);
  return (
    <div
      className="it-island"
      data-island={name}
      data-wake={wake}
      data-prefix={prefix}
      data-props={json === '{}' ? undefined : json}
      data-persist={persist ? '' : undefined}
      dangerouslySetInnerHTML={{ __html: renderer.render(<Component {...props} />, prefix) }}
    />
  );
}
