// The previews load pictures from the working copy through the editor's API
// (GET /admin/api/assets/images/<path>), so a picture uploaded a moment ago
// shows before any build has it: the post's own picture and those in its
// rendered Markdown. The Markdown that is saved keeps the site's paths.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderMarkdown } from '../../../tools/build/content/markdown.ts';
import { PostPage, postOfDraft } from '../../../pages/admin/post/post-view.tsx';
import { previewImageUrl } from '../../../pages/admin/preview/preview-images.ts';
import { renderedNow } from '../../../pages/admin/preview/use-rendered-markdown.ts';

describe('pictures in the previews', () => {
  it("names a picture by the editor's API, beside the site's own path", () => {
    assert.equal(previewImageUrl('blog/team.png'), '/admin/api/assets/images/blog/team.png');
  });

  it("loads the post's own picture from the working copy", () => {
    const post = postOfDraft(
      { title: 'Cloud costs', slug: 'cloud-costs', image: 'blog/just-uploaded.png', alt: 'A chart' },
      '<p>Text.</p>',
      { width: 1200, height: 675 },
    );
    const html = renderToStaticMarkup(createElement(PostPage, { post }));
    const picture = /<img[^>]*class="it-post__image"[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(picture, /src="\/admin\/api\/assets\/images\/blog\/just-uploaded\.png"/);
  });

  it('loads the pictures of rendered Markdown from the working copy, and leaves its text alone', async (t) => {
    const markdown = 'Say `src="/assets/images/x"` here.\n\n![A chart](blog/author.svg)\n';
    const html = renderMarkdown(markdown, [], '.');
    assert.match(html, /<img src="\/assets\/images\/blog\/author\.svg"/, "the site's rendering, as saved and built");
    // The server's answer to POST /admin/api/markdown, as markdown-route.ts gives it.
    t.mock.method(globalThis, 'fetch', async () => Response.json({ html, problems: [] }));
    const shown = (await renderedNow(markdown)).html ?? '';
    assert.match(shown, /<img src="\/admin\/api\/assets\/images\/blog\/author\.svg"/);
    assert.match(shown, /src=&quot;\/assets\/images\/x&quot;/, "a writer's text is not a picture");
  });
});
