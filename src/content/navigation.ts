import { products } from './products.ts';
import { services } from './services.ts';
import { site } from './site.ts';

/** One link of a menu: a site path (or a mailto:/tel: URL) and its visible label. */
export interface NavLink {
  label: string;
  href: string;
}

/** A header menu entry; entries with `children` open a submenu under their own page link. */
export interface NavItem extends NavLink {
  /** Stable key, also used to build element ids and to name the expanded submenu. */
  id: string;
  children?: readonly NavLink[];
}

/** A contact point in the footer, shown with an icon of its kind. */
export interface ContactLink extends NavLink {
  kind: 'email' | 'phone';
}

/** A footer column: a heading over a list of links. */
export interface FooterColumn {
  id: string;
  heading: string;
  links: readonly (NavLink | ContactLink)[];
}

const serviceLinks: readonly NavLink[] = services.map((service) => ({
  label: service.title,
  href: `/services/${service.slug}`,
}));

const productLinks: readonly NavLink[] = products.map((product) => ({
  label: product.title,
  href: `/products/${product.slug}`,
}));

/** The header menu, in display order; the mobile menu shows the same entries. */
export const headerMenu: readonly NavItem[] = [
  { id: 'home', label: 'Home', href: '/home' },
  { id: 'about', label: 'About', href: '/about' },
  { id: 'services', label: 'Services', href: '/services', children: serviceLinks },
  { id: 'products', label: 'Products', href: '/products', children: productLinks },
  { id: 'careers', label: 'Careers', href: '/career' },
  { id: 'contact', label: 'Contact', href: '/contact' },
];

/** Copy of the skip link, the header's phone link and the menu controls. */
export const headerCopy = {
  skipLink: 'Skip to main content',
  callLabel: 'Call our experts',
  menuButton: 'Menu',
  menuTitle: 'Menu',
  closeMenu: 'Close menu',
  mainNavLabel: 'Main',
  /** Suffix of a submenu toggle's name, e.g. 'Services submenu'. */
  submenuSuffix: 'submenu',
} as const;

/** The footer's four columns, in display order. */
export const footerColumns: readonly FooterColumn[] = [
  {
    id: 'explore',
    heading: 'Explore',
    links: [
      { label: 'Home', href: '/home' },
      { label: 'About Us', href: '/about' },
      { label: 'Services', href: '/services' },
      { label: 'Products', href: '/products' },
      { label: 'Careers', href: '/career' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  { id: 'services', heading: 'Services', links: serviceLinks },
  { id: 'products', heading: 'Products', links: productLinks },
  {
    id: 'contact',
    heading: 'Contact Us',
    links: [
      { kind: 'email', label: site.email, href: `mailto:${site.email}` },
      { kind: 'phone', label: site.phone.display, href: site.phone.href },
    ],
  },
];

/** Links of the footer's bottom bar, beside the copyright line. */
export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privace' },
  { label: 'Terms', href: '/terms' },
];
