/** A social network a page can be shared on. */
export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'pinterest';

/** One share link: the network, its name as the visitor reads it, and the address that shares the page. */
export interface ShareLink {
  network: ShareNetwork;
  name: string;
  href: string;
}

/**
 * The four share links of a page (a post, a case study): each network's
 * documented share address with the page's URL (and title, picture)
 * percent-encoded into its query. Plain links: nothing loads from those sites
 * until the visitor clicks.
 */
export function shareLinks(url: string, title: string, imageUrl?: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const media = imageUrl ? `&media=${encodeURIComponent(imageUrl)}` : '';
  return [
    { network: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', name: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'linkedin', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      network: 'pinterest',
      name: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}${media}&description=${t}`,
    },
  ];
}
