import type { TitledText } from './types.ts';

/** The sections of the smooth-scroll demo page: how the team approaches performance and motion. */
export const lenisSections: readonly TitledText[] = [
  {
    title: 'Motion should explain, not decorate',
    text: 'Every animation on a page costs attention. We use motion where it tells people something: that a panel came from a button, that a list has more below, that an action worked. Anything that only decorates gets cut, or kept so short and subtle that nobody waits for it.',
  },
  {
    title: 'Smooth scrolling without fighting the browser',
    text: 'This page scrolls with Lenis, a small library that eases the native scroll position instead of replacing it. Keyboard scrolling, find-in-page, anchor links and screen readers keep working because the page still scrolls the way the browser expects; the library only smooths the movement between positions.',
  },
  {
    title: 'Respecting reduced motion',
    text: 'Some people get dizzy or distracted by movement, and their operating system lets them say so. When a visitor has asked for reduced motion, smooth scrolling, the custom cursor and decorative transitions switch off entirely. The page stays fully usable, just calmer.',
  },
  {
    title: 'Performance budgets, checked on every change',
    text: 'We set budgets for page weight, script size and loading time at the start of a project, and the build fails when a change breaks them. It is much easier to keep a fast site fast than to make a slow one fast again after a year of small additions.',
  },
  {
    title: 'Animating what the browser animates cheaply',
    text: 'Transforms and opacity can be animated by the graphics hardware without recalculating the layout of the page. We keep motion to those two properties wherever possible, avoid animating sizes and positions, and test on a mid-range Android phone rather than on our own laptops.',
  },
  {
    title: 'Content first, enhancement second',
    text: 'Every page on this site is rendered to HTML before it reaches you, so the text is readable even before any script has loaded, or if it never does. Smooth scrolling, carousels and counters are layered on top and the page works without them.',
  },
];
