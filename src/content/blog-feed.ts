import { site } from './site.ts';

/** The blog's RSS feed: its address on the site, and the title and description readers show. */
export const blogFeed = {
  path: '/blog/rss.xml',
  title: `${site.name} Blog`,
  description: `Practical lessons from ${site.name} client projects: cloud, mobile, design, delivery and security, written by the people who did the work.`,
} as const;
