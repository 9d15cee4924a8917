// The site's Markdown content, read, checked and rendered to HTML in Node.
// The rollup plugin (content-plugin.ts) runs this file as a script and inlines
// its JSON as the `virtual:it-content/*` modules; in Node (the prerender, node
// tests) css-in-node.ts points those modules at modules/*.ts, which call it.
import { pathToFileURL } from 'node:url';
import type { BlogPostSummary } from '../../../src/content/types.ts';
import { loadLandingPages } from './load-landing-pages.ts';
import { loadLegal } from './load-legal.ts';
import { loadPosts } from './load-posts.ts';
import { loadWidgetGuide } from './load-widget-guide.ts';

/** Each `virtual:it-content/<name>` module's exports, by name. */
export type CompiledContent = ReturnType<typeof compile>;

function compile() {
  const posts = loadPosts();
  const postSummaries: BlogPostSummary[] = posts.map(({ html: _html, comments: _comments, ...summary }) => summary);
  return {
    posts: { posts },
    'post-summaries': { postSummaries },
    legal: { privacy: loadLegal('privacy'), terms: loadLegal('terms') },
    'landing-pages': { landingPages: loadLandingPages() },
    'widget-guide': { widgetGuide: loadWidgetGuide() },
  };
}

let compiled: CompiledContent | undefined;

/** Every content module, compiled once per process. A content error throws, naming the files. */
export function compileContent(): CompiledContent {
  compiled ??= compile();
  return compiled;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const content = compileContent();
    // --check (the first step of npm run build): a short report for people; otherwise the data, for the plugin.
    if (process.argv.includes('--check')) {
      const { posts } = content.posts;
      const { landingPages } = content['landing-pages'];
      const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
      console.log(
        `content: ${count(posts.length, 'post', 'posts')}, ${count(landingPages.length, 'landing page', 'landing pages')}, ` +
          '2 policy pages, the widget guide checked',
      );
    } else process.stdout.write(JSON.stringify(content));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
