import type { MobileMenuOverlay } from './MobileMenuOverlay.tsx';

type Overlay = typeof MobileMenuOverlay;

let loaded: Overlay | undefined;
let loading: Promise<Overlay> | undefined;

/**
 * Loads the open menu's overlay (with @floating-ui, about 15 KB gzip) once, in
 * its own chunk: the home page's JavaScript before interaction has a budget
 * (`npm run bench:size`) that the library would break if every page carried it.
 * A failed load (the visitor went offline) is tried again at the next call.
 */
export function loadMobileMenuOverlay(): Promise<Overlay> {
  loading ??= import('./MobileMenuOverlay.tsx').then(
    (module) => (loaded = module.MobileMenuOverlay),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts loading the overlay when the visitor heads for the menu button
 * (pointer over or down, keyboard focus), so it is usually there by the click.
 */
export function preloadMobileMenuOverlay(): void {
  loadMobileMenuOverlay().catch(() => undefined);
}

/** The overlay, if it has loaded; synchronously, so an open after a preload renders it at once. */
export function loadedMobileMenuOverlay(): Overlay | undefined {
  return loaded;
}
