import { cleanup, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { messages } from '../../src/content/messages';
import { CommentForm } from '../../src/sections/CommentForm';
import { renderInSite } from '../layout/render-in-site';
import { queuedToasts, restoreMailServer, stubMailServer, type } from './form-helpers';

describe('CommentForm', () => {
  afterEach(() => {
    cleanup();
    restoreMailServer();
  });

  it('sends the comment with the post it belongs to and says it awaits moderation', async () => {
    const view = renderInSite(<CommentForm postSlug="cloud-costs" />, '/blog-single/cloud-costs');
    const { sent } = stubMailServer();
    expect(view.getByRole('heading', { name: 'Post Comments' })).to.be.instanceOf(HTMLElement);
    type(view.getByLabelText('Your Name'), 'Priya Raman');
    type(view.getByLabelText('Your Email (not published)'), 'priya@example.com');
    type(view.getByLabelText('Comment', { selector: 'textarea' }), 'Clear and useful.');
    view.getByRole('button', { name: 'Post Comment' }).click();
    await waitFor(() => expect(queuedToasts()).to.deep.equal([`success: ${messages.form.commentAwaitingModeration}`]));
    expect(sent[0]!.url).to.equal('/mail/comment');
    expect(sent[0]!.fields).to.include({ post: 'cloud-costs', comment: 'Clear and useful.' });
  });

  it('an empty comment is not sent and each field says what is missing', async () => {
    const view = renderInSite(<CommentForm postSlug="cloud-costs" />);
    const { sent } = stubMailServer();
    view.getByRole('button', { name: 'Post Comment' }).click();
    await view.findByText('The Comment field is required.');
    expect(view.getByText('The Name field is required.')).to.be.instanceOf(HTMLElement);
    expect(sent).to.have.length(0);
  });
});
