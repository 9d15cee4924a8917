import { byline } from './authors';
import { post } from './post';

/** Post: seven UX research methods that fit a small budget. */
export const uxResearchOnABudget = post({
  slug: 'ux-research-on-a-budget',
  title: 'UX Research on a Budget: Seven Methods That Still Work',
  date: '2025-04-15',
  ...byline('meera'),
  category: 'Design',
  tags: ['UX', 'Research'],
  image: {
    src: 'blog/ux-research.svg',
    alt: 'A magnifying glass over sticky notes grouped into clusters',
    width: 800,
    height: 450,
  },
  excerpt:
    'You do not need a lab or a large budget to learn what your users need. Seven research methods that fit into a normal sprint.',
});
