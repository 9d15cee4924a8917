/** The blog's categories, in the order the sidebar lists them. */
export const blogCategories = ['Business', 'Design', 'Development', 'Management', 'Software'] as const;

/** One blog category. */
export type BlogCategory = (typeof blogCategories)[number];

/** The shared tag vocabulary; every post takes two to four of these. */
export const blogTags = [
  'Accessibility',
  'Cloud',
  'ERP',
  'Mobile',
  'Planning',
  'Process',
  'Research',
  'Security',
  'Strategy',
  'Teams',
  'UX',
] as const;

/** One blog tag. */
export type BlogTag = (typeof blogTags)[number];
