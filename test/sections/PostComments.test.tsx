import { cleanup, within } from '@testing-library/react';
import { expect } from 'chai';
import { PostComments } from '../../src/sections/PostComments';
import type { BlogComment } from '../../src/content/types';
import { renderInSite } from '../layout/render-in-site';
import { axeViolations } from './axe-check';

const reply = (id: string, author: string, replies: BlogComment[] = []): BlogComment => ({
  id,
  author,
  date: '2025-10-16',
  text: `Reply by ${author}`,
  replies,
});
const comments: BlogComment[] = [
  {
    id: 'a',
    author: 'Sanjay Iyer',
    date: '2025-10-16',
    text: 'The weekly summary helped us.',
    replies: [reply('a1', 'Anand Krishnamurthy', [reply('a1a', 'Sanjay Iyer')])],
  },
  { id: 'b', author: 'Rahul Verma', date: '2025-10-21', text: 'Point 4 is painfully true.', replies: [] },
];

describe('PostComments', () => {
  afterEach(() => cleanup());

  it('heads the section with the count of comments, replies included', () => {
    const { getByRole } = renderInSite(<PostComments post={{ comments }} />);
    expect(getByRole('heading', { name: '4 Comments' })).to.be.instanceOf(HTMLElement);
  });

  it('nests each reply list inside the comment it answers, to any depth', () => {
    const { getAllByRole } = renderInSite(<PostComments post={{ comments }} />);
    const [top] = getAllByRole('list');
    const topItems = within(top!)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === top);
    expect(topItems).to.have.length(2);
    const replies = within(topItems[0]!).getByRole('list', { name: 'Replies to Sanjay Iyer' });
    expect(within(replies).getByRole('list', { name: 'Replies to Anand Krishnamurthy' }).textContent).to.include(
      'Reply by Sanjay Iyer',
    );
    expect(within(topItems[1]!).queryByRole('list')).to.equal(null);
  });

  it('prints each date the same way everywhere, in UTC', () => {
    const { getAllByText } = renderInSite(<PostComments post={{ comments }} />);
    expect(getAllByText('October 16, 2025')[0]!.getAttribute('datetime')).to.equal('2025-10-16');
  });

  it('says "0 Comments" with no list when there are none, and passes axe', async () => {
    const { getByRole, queryByRole, container } = renderInSite(<PostComments post={{ comments: [] }} />);
    expect(getByRole('heading').textContent).to.equal('0 Comments');
    expect(queryByRole('list')).to.equal(null);
    cleanup();
    const full = renderInSite(<PostComments post={{ comments }} />);
    expect(await axeViolations(full.container)).to.deep.equal([]);
    void container;
  });
});
