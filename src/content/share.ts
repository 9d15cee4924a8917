/** A social network a page can be shared on, and its share URL for an encoded page URL and title. */
export interface ShareTarget {
  name: string;
  href: (url: string, title: string) => string;
}

/** The share links of the case study (the template's four networks). */
export const shareTargets: readonly ShareTarget[] = [
  { name: 'Facebook', href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { name: 'X', href: (url, title) => `https://x.com/intent/post?url=${url}&text=${title}` },
  { name: 'LinkedIn', href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  { name: 'Pinterest', href: (url, title) => `https://pinterest.com/pin/create/button/?url=${url}&description=${title}` },
];
