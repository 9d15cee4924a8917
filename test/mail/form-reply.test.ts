// The refusal page's way back: a link to a page of this site, never one a
// crafted Referer points elsewhere.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { multipartBody, startFormServer, validFields } from './form-post.ts';
import { openPost } from './raw-post.ts';

describe('the refusal page', () => {
  it('links back only to a path on this site, whatever the Referer says', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const { contentType, body } = multipartBody({ ...validFields.enquiry, email: 'nope' });
    const backFrom = async (referer: string) => {
      const answer = await openPost(
        `${server.url}/mail/enquiry`,
        { 'content-type': contentType, 'content-length': body.length, accept: 'text/html', referer },
        { first: body },
      ).answer;
      assert.ok('body' in answer && answer.status === 400, JSON.stringify(answer));
      return /<a href="([^"]*)">Back to the form<\/a>/.exec(answer.body)?.[1];
    };
    assert.equal(await backFrom(`${server.url}/contact`), '/contact', 'a page of ours');
    for (const referer of [
      '//evil.example/path',
      '/\\evil.example',
      'https://evil.example/x',
      `${server.url}//evil.example/path`,
      `${server.url}/\\evil.example`,
    ])
      assert.equal(await backFrom(referer), '/contact', `Referer ${referer}: the enquiry form's own page`);
  });
});
