import { site } from '../site.ts';
import type { BlogAuthor, BlogPost } from '../types.ts';

/** The people who write the blog, keyed by a short handle posts refer to. */
export const authors = {
  karthik: {
    name: 'Karthik Raghavan',
    title: 'Chief Technology Officer',
    bio: `Karthik leads engineering at ${site.name}. He has spent twenty years building web, mobile and enterprise software and writes about architecture, delivery and the decisions that make software last.`,
  },
  meera: {
    name: 'Meera Subramanian',
    title: 'Head of Design',
    bio: `Meera leads the design practice at ${site.name}. She has run research and design for products in healthcare, retail and finance, and cares most about software that people can use without a manual.`,
  },
  anand: {
    name: 'Anand Krishnamurthy',
    title: 'Lead Cloud Architect',
    bio: `Anand designs and runs cloud platforms for ${site.name} clients on AWS, Azure and Google Cloud. He is happiest when a system is cheaper, faster and quieter on call than it was the month before.`,
  },
  daniel: {
    name: 'Daniel Brooks',
    title: 'Director of Client Delivery',
    bio: `Daniel looks after ${site.name} clients in North America and the offshore teams that work with them. Before joining, he spent a decade managing product teams at software companies in the United States.`,
  },
} as const satisfies Record<string, Omit<BlogAuthor, 'picture'>>;

/** The handle of one blog author. */
export type AuthorHandle = keyof typeof authors;

/** The author fields of a post, to spread into it. */
export function byline(handle: AuthorHandle): Pick<BlogPost, 'author' | 'authorTitle' | 'authorBio'> {
  const { name, title, bio } = authors[handle];
  return { author: name, authorTitle: title, authorBio: bio };
}

/** The author on the blog sidebar's card. */
export const blogAuthor: BlogAuthor = {
  ...authors.karthik,
  picture: { src: 'blog/author.svg', alt: 'Portrait illustration of Karthik Raghavan', width: 160, height: 160 },
};
