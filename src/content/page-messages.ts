import { site } from './site.ts';

/**
 * The messages of the site's screens: the account forms' toasts, the
 * not-found screens, the leftover shop's toasts and the blog's search and
 * filters. The form messages the mail server shares are in messages.ts, apart,
 * so a form widget carries only its own words.
 */
export const pageMessages = {
  /** Toasts of the sign-in, sign-up and forgot-password screens (front-end only). */
  account: {
    emptyField: 'Empty field is not allowed!',
    loggedIn: `Welcome back! You are signed in to ${site.name}.`,
    /** The spec keeps this wording for the forgot-password toast. */
    passwordSent: 'You successfully Login!',
    registered: 'Registration Complete successfully!',
  },
  /** Screens for things that do not exist. */
  notFound: {
    page: 'Oops! Page Not Found!',
    product: 'Product not found!',
    backHome: 'Back to home',
  },
  /** Toasts of the leftover shop store. */
  shop: {
    cartRemoved: 'Item Removed from Cart',
    wishlistAdded: 'Item Added to Wishlist',
    wishlistRemoved: 'Item Removed from Wishlist',
    compareDuplicate: 'Already added to Compare List',
    compareAdded: 'Added to Compare List',
    compareMissing: 'Target no Found',
  },
  /** Blog search and filters. */
  blog: {
    noResults: (query: string) => `No posts found for “${query}”. Try a shorter or different word.`,
    emptyFilter: 'There are no articles here yet.',
    searching: 'Searching…',
    searchFailed: 'The search could not load. Check your connection and type again.',
  },
} as const;
