// What the content was at the last prerender, so `npm run dev` can rebuild
// only what an edit touched. The digest covers everything the scripts carry
// (titles, dates, slugs, comments: all but the rendered prose); each post and
// landing page also has a hash of its own, prose included.
import { createHash } from 'node:crypto';
import type { CompiledContent } from './content/compile-content.ts';

export interface ContentSnapshot {
  /** The content as a script sees it: every `html` left out. */
  digest: string;
  /** `post:<slug>`, `landing:<slug>`, `legal` and `guide`: each item whole. */
  items: Record<string, string>;
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

export function contentSnapshot(content: CompiledContent): ContentSnapshot {
  const withoutHtml = JSON.stringify(content, (key, value: unknown) => (key === 'html' ? '' : value));
  const items: Record<string, string> = { legal: hash(content.legal), guide: hash(content['widget-guide']) };
  for (const post of content.posts.posts) items[`post:${post.slug}`] = hash(post);
  for (const page of content['landing-pages'].landingPages) items[`landing:${page.slug}`] = hash(page);
  return { digest: hash(withoutHtml), items };
}

/**
 * The pages among `paths` that show the posts and landing pages changed
 * between `before` and `now`, or undefined when a policy page or the guide
 * changed (every page links them). A post shows at each of its layouts'
 * addresses, which end with its slug. When the digest changed too (a title, a
 * tag's attribute), these are only the first pages to render: the lists and
 * scripts that show it follow once the client has bundled it again.
 */
export function pagesToRender(
  before: ContentSnapshot,
  now: ContentSnapshot,
  paths: readonly string[],
): string[] | undefined {
  const changed = Object.keys(now.items).filter((key) => before.items[key] !== now.items[key]);
  if (changed.some((key) => !key.startsWith('post:') && !key.startsWith('landing:'))) return undefined;
  return paths.filter((urlPath) =>
    changed.some((key) =>
      key.startsWith('post:')
        ? urlPath.endsWith(`/${key.slice('post:'.length)}`)
        : urlPath === `/lp/${key.slice('landing:'.length)}`,
    ),
  );
}
