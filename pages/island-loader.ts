// The browser's side of islands, without React: finds the island hosts the
// prerender marked, watches each as its wake rule says, and on waking loads
// React (client.tsx) and the island's component and hydrates it on its own
// root, handing over what the visitor did meanwhile. The helpers are the
// widgets' (when-near-or-used, when-idle, early-input), shared.
import type { IslandWake } from '../src/elements/Island.tsx';
import { watchEarlyInput, type EarlyInput } from '../src/elements/early-input.ts';
import { whenLoadedAndIdle } from '../src/ui/when-idle.ts';
import { whenNearOrUsed, whenUsed } from '../src/ui/when-near-or-used.ts';
import { whenScrolledNear } from '../src/ui/when-scrolled-near.ts';
import { islandRegistry } from './island-registry.ts';
import { restOfStylesheet } from './site-stylesheet.ts';

/** One island host on the page and how far it got. */
interface Watched {
  early: EarlyInput;
  stop: () => void;
  awake: boolean;
  unmount?: () => void;
}

const watched = new Map<HTMLElement, Watched>();
/** Islands that wake with the first other one (`others`), until one has. */
const followers = new Set<HTMLElement>();
let someAwake = false;
const wakeListeners = new Set<() => void>();

/** Calls `listener` once, when the first island of the visit wakes. */
export function onFirstWake(listener: () => void): void {
  if (someAwake) listener();
  else wakeListeners.add(listener);
}

const CURSOR_QUERY = '(pointer: fine) and (prefers-reduced-motion: no-preference)';

/** Watches `host` by its wake rule; returns what stops the watch. */
function watchRule(host: HTMLElement, wake: IslandWake): () => void {
  const start = () => void wakeIsland(host);
  switch (wake) {
    case 'used':
      return whenUsed(host, start);
    case 'others':
      if (someAwake) queueMicrotask(start);
      else followers.add(host);
      return () => followers.delete(host);
    case 'scroll': {
      const onScroll = () => scrollY > innerHeight && (removeEventListener('scroll', onScroll), start());
      addEventListener('scroll', onScroll, { passive: true });
      return () => removeEventListener('scroll', onScroll);
    }
    case 'pointer': {
      const onMove = (event: PointerEvent) =>
        event.pointerType === 'mouse' &&
        matchMedia(CURSOR_QUERY).matches &&
        (removeEventListener('pointermove', onMove), start());
      addEventListener('pointermove', onMove, { passive: true });
      return () => removeEventListener('pointermove', onMove);
    }
    case 'used-or-scrolled': {
      // Everything done to a form before React (typing, a send) is handed over, so nothing is lost by waiting.
      const stopUse = whenUsed(host, start);
      const stopScroll = whenScrolledNear(shownPart(host), () => whenLoadedAndIdle(start));
      return () => (stopUse(), stopScroll());
    }
    default:
      // Near but unused, it waits for the page's load: its code never competes with the largest paint.
      return whenNearOrUsed(shownPart(host), (reason) => (reason === 'used' ? start() : whenLoadedAndIdle(start)));
  }
}

/**
 * What an island host shows, to watch for nearness: the host is display: contents, which has no
 * box to intersect; past what shows nothing (a <link rel="preload"> the prerender put first).
 */
function shownPart(host: HTMLElement): HTMLElement {
  return (
    [...host.children].find(
      (child): child is HTMLElement => child instanceof HTMLElement && child.getClientRects().length > 0,
    ) ?? host
  );
}

/** Starts watching every island host under `root` that is not watched yet. */
export function watchIslands(root: ParentNode): void {
  for (const host of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (watched.has(host)) continue;
    const early = watchEarlyInput(host, { holdSubmits: true });
    watched.set(host, { early, awake: false, stop: watchRule(host, (host.dataset.wake ?? 'near') as IslandWake) });
  }
  // Motion that runs by itself needs no React: small scripts of their own run it, a carousel until used.
  if (root.querySelector('[data-island] [data-autoplay]'))
    void import('../src/ui/autoplay-fade-carousels.ts').then(({ autoplayFadeCarousels }) =>
      autoplayFadeCarousels(root),
    );
  if (root.querySelector('[data-count-up]'))
    void import('../src/ui/count-up-on-scroll.ts').then(({ countUpOnScroll }) => countUpOnScroll(root));
  markHydrated();
}

/** Takes down the islands in `element`, itself included (a part of a page being swapped out). */
export function releaseIslands(element: Element): void {
  const hosts = [...element.querySelectorAll<HTMLElement>('[data-island]')];
  if (element instanceof HTMLElement && element.matches('[data-island]')) hosts.push(element);
  for (const host of hosts) {
    const island = watched.get(host);
    if (!island) continue;
    island.stop();
    island.early.dispose();
    island.unmount?.();
    watched.delete(host);
    followers.delete(host);
  }
}

/** Loads React and the island's component and hydrates the host; once. */
export async function wakeIsland(host: HTMLElement): Promise<void> {
  const island = watched.get(host);
  if (!island || island.unmount || host.dataset.waking !== undefined) return;
  host.dataset.waking = '';
  island.stop();
  firstWake();
  const name = host.dataset.island ?? '';
  try {
    const load = islandRegistry[name];
    if (!load) throw new Error(`no island named "${name}" in the registry`);
    // The rest of the stylesheet too: once awake, the island may render what this page's own part lacks.
    const [{ hydrateIsland, replayInput }, component] = await Promise.all([
      import('./client.tsx'),
      load(),
      restOfStylesheet(),
    ]);
    if (watched.get(host) !== island) return;
    const props = JSON.parse(host.dataset.props ?? '{}') as Record<string, unknown>;
    island.unmount = hydrateIsland(host, component, props, host.dataset.prefix ?? '', () => {
      island.awake = true;
      island.early.handOver(replayInput);
      host.dataset.awake = '';
      markHydrated();
    });
  } catch (error) {
    // The prerendered markup keeps working (links, native form posts); say why the rest does not.
    island.early.dispose();
    console.error(`island ${name}: could not wake`, error);
  }
}

/** The first island wakes: so do the ones that follow others, and whoever waited for it. */
function firstWake(): void {
  if (someAwake) return;
  someAwake = true;
  for (const host of followers) void wakeIsland(host);
  followers.clear();
  for (const listener of wakeListeners) listener();
  wakeListeners.clear();
}

/** Islands that wait for what the visitor does to the window (a scroll, a mouse), which may never come. */
const windowBound = new Set(['scroll', 'pointer']);

/**
 * `<html data-hydrated>` while every island on the page is awake (tests and
 * CSS can wait for it), the ones bound to the window's scroll or mouse aside.
 */
function markHydrated(): void {
  const all = [...watched].filter(([host]) => !windowBound.has(host.dataset.wake ?? ''));
  if (all.every(([, island]) => island.awake)) document.documentElement.dataset.hydrated = 'true';
  else delete document.documentElement.dataset.hydrated;
}
