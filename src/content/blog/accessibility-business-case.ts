import { byline } from './authors';
import { post } from './post';

/** Post: accessibility as a business case. */
export const accessibilityBusinessCase = post({
  slug: 'accessibility-is-a-business-case',
  title: 'Accessibility Is a Business Case, Not a Checkbox',
  date: '2025-08-28',
  ...byline('meera'),
  category: 'Design',
  tags: ['Accessibility', 'UX', 'Strategy'],
  image: {
    src: 'blog/accessibility.svg',
    alt: 'A web page with large contrast swatches, a keyboard key and an accessibility figure',
    width: 800,
    height: 450,
  },
  excerpt:
    'Accessible products reach more customers, cost less to support and carry less legal risk. Here is how to make the case, and where to start this month.',
});
