import { byline } from './authors';
import { post } from './post';

/** Post: lessons from eleven ERP rollouts. */
export const erpRolloutLessons = post({
  slug: 'what-eleven-erp-rollouts-taught-us',
  title: 'What Eleven ERP Rollouts Taught Us',
  date: '2025-06-24',
  ...byline('karthik'),
  category: 'Software',
  tags: ['ERP', 'Planning', 'Process'],
  image: {
    src: 'blog/erp-rollout.svg',
    alt: 'Connected modules switching on one after another along a timeline',
    width: 800,
    height: 450,
  },
  excerpt:
    'ERP projects rarely fail because of the software. They fail on data, decisions and change. Lessons from eleven rollouts, including the two that hurt.',
});
