/** One share link of a post. */
export interface ShareLink {
  network: 'facebook' | 'twitter' | 'linkedin' | 'pinterest';
  /** The network's name as the visitor reads it. */
  name: string;
  href: string;
}

/**
 * The four share links of a post: each network's documented share address with
 * the post's URL (and title, picture) percent-encoded into its query.
 */
export function shareLinks(url: string, title: string, imageUrl: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'twitter', name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'linkedin', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      network: 'pinterest',
      name: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(imageUrl)}&description=${t}`,
    },
  ];
}
