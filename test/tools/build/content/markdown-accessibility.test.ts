// What the editor refuses to publish, the build refuses too: a picture without
// alt text, and a heading that skips a level (the text sits under the page's
// h1, so it starts at ##). Every file in the repository passes both.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadLandingPages } from '../../../../tools/build/content/load-landing-pages.ts';
import { loadLegal } from '../../../../tools/build/content/load-legal.ts';
import { loadPosts } from '../../../../tools/build/content/load-posts.ts';
import { loadWidgetGuide } from '../../../../tools/build/content/load-widget-guide.ts';
import { renderMarkdown } from '../../../../tools/build/content/markdown.ts';
import { folderWith, landingFile, postFile } from './content-fixtures.ts';

const problemsOf = (markdown: string) => {
  const problems: string[] = [];
  renderMarkdown(markdown, problems);
  return problems;
};

describe('the accessibility rules of Markdown', () => {
  it('every post, landing page, policy page and the widget guide in the repository passes them', () => {
    assert.doesNotThrow(() => loadPosts(undefined, '9999-12-31'));
    assert.doesNotThrow(() => loadLandingPages());
    assert.doesNotThrow(() => loadLegal('privacy'));
    assert.doesNotThrow(() => loadLegal('terms'));
    assert.doesNotThrow(() => loadWidgetGuide());
  });

  it('a post with a picture without alt text stops the build, naming the picture', () => {
    const dir = folderWith({ 'chart.md': postFile({}, 'The bill, month by month:\n\n![](blog/cloud-costs.svg)\n') });
    assert.throws(
      () => loadPosts(dir, '2026-01-01'),
      /chart\.md: a problem\n {2}- the picture blog\/cloud-costs\.svg needs alt text: what it shows, for people who cannot see it$/,
    );
  });

  it("a landing page's prose going from ## to #### stops the build, naming both headings", () => {
    const body = '<it-hero></it-hero>\n\n## Why now\n\n#### The numbers\n\nTwo weeks.\n';
    assert.throws(
      () => loadLandingPages(folderWith({ 'spring-offer.md': landingFile(body) })),
      /spring-offer\.md: a problem\n {2}- the heading "#### The numbers" skips a level after "## Why now": use ###/,
    );
  });

  it("a post's text that starts below ## skips the level under the page's title", () => {
    assert.deepEqual(problemsOf('### Straight to the detail\n\nText.'), [
      `the heading "### Straight to the detail" skips a level: the page's title is its level-1 heading, so the text's headings start at ##`,
    ]);
  });

  it("a second level-1 heading is refused: the page's title is the first", () => {
    assert.deepEqual(problemsOf('# Another title\n\nText.'), [
      `the heading "# Another title" is a second level-1 heading: the page's title is the first, so the text's headings start at ##`,
    ]);
  });

  it('headings that step down one level at a time and back up any number pass, whatever their syntax', () => {
    assert.deepEqual(problemsOf('## One\n\n### Two\n\n#### Three\n\n## Four\n\nSetext\n------\n\n### Five'), []);
  });

  it('a picture with only spaces for alt text is refused; one with words passes', () => {
    assert.equal(problemsOf('![ ](blog/cloud-costs.svg)').length, 1);
    assert.deepEqual(problemsOf('![A chart of the bill](blog/cloud-costs.svg)'), []);
  });
});
