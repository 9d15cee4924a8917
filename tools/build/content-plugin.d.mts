import type { Plugin } from 'rollup';

/** The folders whose Markdown files make the content; watched in `npm run dev`. */
export declare const contentDirs: string[];
/** The rollup plugin of the `virtual:it-content/*` modules; `{ html: false }` leaves the rendered prose out. */
export declare function markdownContent(options?: { html?: boolean }): Plugin;
