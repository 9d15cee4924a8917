import { compileContent } from '../compile-content.ts';

/** `virtual:it-content/landing-pages` in Node: every landing page, by slug order. */
export const { landingPages } = compileContent()['landing-pages'];
