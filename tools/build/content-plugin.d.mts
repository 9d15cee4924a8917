import type { Plugin } from 'rollup';

/** The folders whose Markdown files make the content; watched in `npm run dev`. */
export declare const contentDirs: string[];
/** The environment variable naming the file that lists the content files, which `npm run dev` rewrites when that list changes. */
export declare const CONTENT_LIST_ENV: string;
/** The rollup plugin of the `virtual:it-content/*` modules; `{ html: false }` leaves the rendered prose out. */
export declare function markdownContent(options?: { html?: boolean }): Plugin;
