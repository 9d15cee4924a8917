/**
 * Element ids the layout's parts point at across components: the skip link at
 * `main`, the scroll-to-top arrow at `top` (spelled 'scrool' since the template's
 * links use it), the menu button's aria-controls at the overlay.
 */
export const layoutIds = {
  main: 'main',
  top: 'scrool',
  menuButton: 'it-menu-button',
  mobileMenu: 'it-mobile-menu',
  mobileMenuTitle: 'it-mobile-menu-title',
} as const;
