import { batch, signal } from '@preact/signals-react';

/**
 * The mobile menu's state. Plain signals and functions, no React: the header's
 * button, the overlay and the host (to pause smooth scrolling) all read the same
 * module-level values, even across separate React roots.
 */

/** Whether the mobile menu overlay is open. */
export const menuOpen = signal(false);

/** Id of the one expanded submenu in the mobile menu ('services', 'products'), or null. */
export const expandedSubmenu = signal<string | null>(null);

/** Opens the mobile menu with every submenu collapsed. */
export function openMenu(): void {
  batch(() => {
    expandedSubmenu.value = null;
    menuOpen.value = true;
  });
}

/** Closes the mobile menu. */
export function closeMenu(): void {
  batch(() => {
    menuOpen.value = false;
    expandedSubmenu.value = null;
  });
}

/** Expands the submenu `id`, collapsing any other; collapses it if it was the expanded one. */
export function toggleSubmenu(id: string): void {
  expandedSubmenu.value = expandedSubmenu.value === id ? null : id;
}
