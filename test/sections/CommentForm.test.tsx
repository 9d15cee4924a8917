import { cleanup, waitFor } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { messages } from '../../src/content/messages.ts';
import { CommentForm } from '../../src/sections/CommentForm.tsx';
import { renderInSite } from '../layout/render-in-site.tsx';
import { queuedToasts, restoreMailServer, stubMailServer, type } from './form-helpers.tsx';

describe('CommentForm', () => {
  afterEach(() => {
    cleanup();
    restoreMailServer();
  });

  it('sends the comment with the post it belongs to and says it awaits moderation', async () => {
    const view = renderInSite(<CommentForm postSlug="cloud-costs" />, '/blog-single/cloud-costs');
    const { sent } = stubMailServer();
    assert.ok(view.getByRole('heading', { name: 'Post Comments' }) instanceof HTMLElement, 'the Post Comments heading');
    type(view.getByLabelText('Your Name'), 'Priya Raman');
    type(view.getByLabelText('Your Email (not published)'), 'priya@example.com');
    type(view.getByLabelText('Comment', { selector: 'textarea' }), 'Clear and useful.');
    view.getByRole('button', { name: 'Post Comment' }).click();
    await waitFor(() => assert.deepEqual(queuedToasts(), [`success: ${messages.form.commentAwaitingModeration}`]));
    assert.equal(sent[0]!.url, '/mail/comment');
    const { post, comment } = sent[0]!.fields;
    assert.deepEqual({ post, comment }, { post: 'cloud-costs', comment: 'Clear and useful.' });
  });

  it('an empty comment is not sent and each field says what is missing', async () => {
    const view = renderInSite(<CommentForm postSlug="cloud-costs" />);
    const { sent } = stubMailServer();
    view.getByRole('button', { name: 'Post Comment' }).click();
    await view.findByText('The Comment field is required.');
    assert.ok(view.getByText('The Name field is required.') instanceof HTMLElement, 'the Name field message');
    assert.equal(sent.length, 0);
  });
});
