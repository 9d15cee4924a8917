/** Title and description of each page, for <head>, and the union of page keys. */
export { pageMeta, type PageKey } from './page-meta';
/** The visible h1, subtitle and intro of each page. */
export { pageCopy } from './page-copy';
