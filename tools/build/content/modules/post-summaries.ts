import { compileContent } from '../compile-content.ts';

/** `virtual:it-content/post-summaries` in Node: every published post's summary, newest first. */
export const { postSummaries } = compileContent()['post-summaries'];
