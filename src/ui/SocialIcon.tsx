import type { SocialLink } from '../content/site.ts';

/** Props of {@link SocialIcon}. */
export interface SocialIconProps {
  network: SocialLink['network'];
  size?: number;
}

/*
 * lucide-react 1.x dropped brand icons, so the four marks are drawn here in its
 * style (24-unit grid, 2-unit stroke); the first three follow lucide's former
 * brand icons (ISC licence).
 */
const shapes: Record<SocialLink['network'], readonly string[]> = {
  facebook: ['M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z'],
  x: ['M4 4l11.7 16H20L8.3 4z', 'M4 20l6.8-6.8', 'M20 4l-6.8 6.8'],
  linkedin: [
    'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z',
    'M2 9h4v12H2z',
    'M4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  ],
  instagram: [
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z',
    'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z',
    'M17.5 6.5h.01',
  ],
};

/** The mark of a social network, decorative (the link around it carries the name). */
export function SocialIcon({ network, size = 20 }: SocialIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[network].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
