import { byline } from './authors';
import { post } from './post';

/** Post: five habits that keep a cloud bill predictable. */
export const cloudCosts = post({
  slug: 'five-habits-that-keep-your-cloud-bill-predictable',
  title: 'Five Habits That Keep Your Cloud Bill Predictable',
  date: '2025-10-14',
  ...byline('anand'),
  category: 'Business',
  tags: ['Cloud', 'Strategy'],
  image: {
    src: 'blog/cloud-costs.svg',
    alt: 'A cloud above a bar chart whose bars level off under a target line',
    width: 800,
    height: 450,
  },
  excerpt:
    'Cloud bills rarely explode because of one bad decision; they creep up through a hundred small ones. Here are the five habits we set up on every platform we run.',
});
