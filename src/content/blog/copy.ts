import { site } from '../site.ts';

/** The words of the blog's screens that are not part of any post. */
export const blogCopy = {
  postSubtitle: 'Blog',
  crumb: 'Blog',
  listLabel: 'Blog posts',
  byline: (author: string) => `By ${author}`,
  comments: (count: number) => (count === 1 ? '1 Comment' : `${count} Comments`),
  readMore: 'Read more',
  /** Read after "Read more" by screen readers and search engines, hidden on screen. */
  readMoreTitle: (title: string) => `: ${title}`,
  pagination: {
    label: 'Blog pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number) => `Page ${page}`,
  },
  pageTitle: (title: string, page: number) => (page > 1 ? `${title} – Page ${page}` : title),
  tagsLabel: 'Tags',
  share: {
    heading: 'Share this post',
    on: (network: string) => `Share on ${network} (opens in a new tab)`,
  },
  authorHeading: 'About the author',
  postNav: { label: 'More posts', previous: 'Previous Post', next: 'Next Post' },
  commentsHeading: (count: number) => (count === 1 ? '1 Comment' : `${count} Comments`),
  repliesLabel: (author: string) => `Replies to ${author}`,
  commentFormHeading: 'Post Comments',
  sidebar: {
    label: 'Blog sidebar',
    author: 'About the blog',
    follow: 'Follow us',
    followLabel: (network: string) => `${site.name} on ${network}`,
    search: 'Search',
    categories: 'Categories',
    related: 'Related Posts',
    recent: 'Recent Posts',
    gallery: 'Gallery',
    tags: 'Tags',
    categoryCount: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
  },
  search: {
    label: 'Search the blog',
    placeholder: 'Search posts…',
    button: 'Search',
    found: (count: number) => (count === 1 ? '1 post found' : `${count} posts found`),
    noScript:
      'Searching needs JavaScript, which is switched off in your browser. Every post is listed below; the categories and tags in the sidebar narrow them down.',
    allPosts: 'Every post',
  },
  archive: {
    category: (name: string) => `Category: ${name}`,
    tag: (name: string) => `Tag: ${name}`,
    searchTitle: 'Search the Blog',
  },
} as const;

/** Title and description of the blog's generated pages (pages of lists, archives, search). */
export const blogMeta = {
  page: (title: string, page: number, description: string) => ({
    title: `${title} – Page ${page} | ${site.name}`,
    description: `Page ${page} of ${description.charAt(0).toLowerCase()}${description.slice(1)}`,
  }),
  category: (name: string, count: number) => ({
    title: `${name} Articles | ${site.name}`,
    description: `${count} ${count === 1 ? 'article' : 'articles'} in the ${name} category of the ${site.name} blog: practical lessons from our client projects.`,
  }),
  tag: (name: string, count: number) => ({
    title: `Articles Tagged ${name} | ${site.name}`,
    description: `${count} ${count === 1 ? 'article' : 'articles'} tagged ${name} on the ${site.name} blog, written by the engineers and designers who did the work.`,
  }),
  search: {
    title: `Search the Blog | ${site.name}`,
    description: `Search every article on the ${site.name} blog by a word from its title or text, or browse them all by category and tag.`,
  },
} as const;
