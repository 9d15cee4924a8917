import { byline } from './authors';
import { post } from './post';

/** Post: how to write a software brief a vendor can estimate. */
export const softwareBrief = post({
  slug: 'how-to-write-a-software-brief',
  title: 'How to Write a Software Brief Your Vendor Can Actually Estimate',
  date: '2025-03-11',
  ...byline('daniel'),
  category: 'Business',
  tags: ['Planning', 'Process'],
  image: {
    src: 'blog/software-brief.svg',
    alt: 'A clipboard with a checklist next to a pencil and a ruler',
    width: 800,
    height: 450,
  },
  excerpt:
    'A vague brief gets a padded quote. A clear one gets an accurate estimate and a better project. What to include, and what to leave out.',
});
