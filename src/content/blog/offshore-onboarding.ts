import { byline } from './authors';
import { post } from './post';

/** Post: the first thirty days with an offshore team. */
export const offshoreOnboarding = post({
  slug: 'the-first-30-days-with-an-offshore-team',
  title: 'The First 30 Days With an Offshore Team',
  date: '2025-07-30',
  ...byline('daniel'),
  category: 'Management',
  tags: ['Teams', 'Process', 'Planning'],
  image: {
    src: 'blog/offshore-onboarding.svg',
    alt: 'A calendar of four weeks with a path of milestones across it',
    width: 800,
    height: 450,
  },
  excerpt:
    'Offshore teams succeed or struggle based on their first month. This is the onboarding plan we follow with every new client, week by week.',
});
