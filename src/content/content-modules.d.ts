// The Markdown content, compiled at build time (tools/build/content/): the
// rollup build inlines it as data, and in Node a module hook compiles it.
// An ambient module cannot import by a relative path, hence the import() types.
/* eslint-disable @typescript-eslint/consistent-type-imports */

/** Every published post with its HTML body and comments, newest first. */
declare module 'virtual:it-content/posts' {
  export const posts: readonly import('./types.ts').BlogPost[];
}

/** Every published post's summary (no body), newest first. */
declare module 'virtual:it-content/post-summaries' {
  export const postSummaries: readonly import('./types.ts').BlogPostSummary[];
}

/** The policy pages, from src/content/legal/*.md. */
declare module 'virtual:it-content/legal' {
  export const privacy: import('./types.ts').LegalDocument;
  export const terms: import('./types.ts').LegalDocument;
}

/** The landing pages, from src/content/landing/*.md. */
declare module 'virtual:it-content/landing-pages' {
  export const landingPages: readonly import('./types.ts').LandingPage[];
}

/** The partners' embedding guide, from src/content/widgets/guide.md. */
declare module 'virtual:it-content/widget-guide' {
  export const widgetGuide: import('./types.ts').WidgetGuide;
}
