import { byline } from './authors';
import { post } from './post';

/** Post: the API security basics every product team should ship. */
export const apiSecurityBasics = post({
  slug: 'api-security-basics-every-product-team-should-ship',
  title: 'API Security Basics Every Product Team Should Ship',
  date: '2025-05-20',
  ...byline('anand'),
  category: 'Development',
  tags: ['Security', 'Cloud'],
  image: {
    src: 'blog/api-security.svg',
    alt: 'A shield with a key guarding connected API endpoints',
    width: 800,
    height: 450,
  },
  excerpt:
    'Most API breaches exploit simple gaps, not clever attacks. These are the basics we build into every API before its first release.',
});
