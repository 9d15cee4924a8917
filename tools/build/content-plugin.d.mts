import type { Plugin } from 'rollup';

/** The folders whose Markdown files make the content; watched in `npm run dev`. */
export declare const contentDirs: string[];
/**
 * The rollup plugin of the `virtual:it-content/*` modules; `{ html: false }` leaves the rendered prose out,
 * `{ watchOnly: file }` has watch mode rebuild for that file alone, not for the Markdown.
 */
export declare function markdownContent(options?: { html?: boolean; watchOnly?: string }): Plugin;
