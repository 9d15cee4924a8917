import type { CoreValue, Picture } from './types.ts';

const picture = (name: string, alt: string): Picture => ({ src: `values/${name}.svg`, alt, width: 480, height: 360 });

/** The six core values of the rotating carousel, in the order they are shown. */
export const coreValues: readonly CoreValue[] = [
  {
    id: '1',
    slug: 'excellence',
    title: 'Excellence',
    subtitle: 'Quality you can measure',
    text: 'We agree on what "done" means before we start: tests, performance budgets, accessibility checks and code review on every change. Quality is something we can show you, not a promise in a proposal.',
    picture: picture('excellence', 'A rising bar chart topped with a star'),
  },
  {
    id: '2',
    slug: 'creativity',
    title: 'Creativity',
    subtitle: 'Ideas that solve the real problem',
    text: 'The best idea is often the simplest one that removes a step for your users. We sketch, prototype and test early, so creative thinking ends up in the product instead of in a slide deck.',
    picture: picture('creativity', 'A light bulb surrounded by colorful geometric shapes'),
  },
  {
    id: '3',
    slug: 'reliability',
    title: 'Reliability',
    subtitle: 'Doing what we said, when we said',
    text: 'Dates, budgets and scope are commitments. When something changes, you hear it from us first, with the options and their cost, long before it becomes a surprise.',
    picture: picture('reliability', 'A shield with a check mark in front of a calendar'),
  },
  {
    id: '4',
    slug: 'collaboration',
    title: 'Collaboration',
    subtitle: 'One team, wherever we sit',
    text: 'We work in your tools, join your rituals and share our plans and our doubts openly. Your people and ours review the same code, read the same board and celebrate the same releases.',
    picture: picture('collaboration', 'Two overlapping speech bubbles joined by a link'),
  },
  {
    id: '5',
    slug: 'cost-effective',
    title: 'Cost Effective',
    subtitle: 'Value for every hour billed',
    text: 'A smaller, senior team, reusable components and honest estimates keep costs down. We would rather tell you what not to build than bill you for a feature nobody will use.',
    picture: picture('cost-effective', 'A stack of coins beside a downward cost curve'),
  },
  {
    id: '6',
    slug: 'support',
    title: 'Support',
    subtitle: 'Here after launch day',
    text: 'Software needs care once it is live. Our support plans cover monitoring, security updates and small improvements, with agreed response times and people who already know your code.',
    picture: picture('support', 'A headset in front of a chat window with a heart'),
  },
];
