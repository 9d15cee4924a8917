// The editor reads the site's stylesheet, boot script and layout islands from
// a page the site serves, as the prerender writes it (tools/build/document.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderDocument } from '../../../tools/build/document.ts';
import { factsOfPage } from '../../../pages/admin/preview/site-facts.ts';

describe('what a page says of the site', () => {
  it('finds the whole stylesheet, the boot script and the islands outside <main>', () => {
    const html = renderDocument(
      {
        title: 'Home',
        description: 'D',
        canonical: 'https://example.com/',
        noindex: false,
        lang: 'en',
        status: 200,
        preloadImages: [],
      },
      '<div data-island="Header"></div><main><div data-island="Faq"></div></main><div data-island="ScrollTop"></div>',
      { css: '.build/site.css', js: '/assets/boot-1.js', font: '/assets/fonts/f.woff2' },
      { inline: 'body{}', rest: '/assets/css/rest-2.css', whole: '/assets/site-3.css' },
    );
    assert.deepEqual(factsOfPage(html), {
      stylesheet: '/assets/site-3.css',
      bootScript: '/assets/boot-1.js',
      layoutIslands: ['Header', 'ScrollTop'],
    });
  });

  it('knows nothing of a page without a boot script', () => {
    assert.deepEqual(factsOfPage('<html></html>'), { stylesheet: undefined, bootScript: undefined, layoutIslands: [] });
  });
});
