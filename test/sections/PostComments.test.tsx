import { cleanup, within } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { PostComments } from '../../src/sections/PostComments.tsx';
import type { BlogComment } from '../../src/content/types.ts';
import { describeElement, renderInSite } from '../layout/render-in-site.tsx';
import { axeViolations } from './axe-check.ts';

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
    assert.ok(getByRole('heading', { name: '4 Comments' }) instanceof HTMLElement, 'the 4 Comments heading');
  });

  it('nests each reply list inside the comment it answers, to any depth', () => {
    const { getAllByRole } = renderInSite(<PostComments post={{ comments }} />);
    const [top] = getAllByRole('list');
    const topItems = within(top!)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === top);
    assert.equal(topItems.length, 2);
    const replies = within(topItems[0]!).getByRole('list', { name: 'Replies to Sanjay Iyer' });
    assert.match(
      within(replies).getByRole('list', { name: 'Replies to Anand Krishnamurthy' }).textContent,
      /Reply by Sanjay Iyer/,
    );
    assert.equal(describeElement(within(topItems[1]!).queryByRole('list')), 'nothing');
  });

  it('prints each date the same way everywhere, in UTC', () => {
    const { getAllByText } = renderInSite(<PostComments post={{ comments }} />);
    assert.equal(getAllByText('October 16, 2025')[0]!.getAttribute('datetime'), '2025-10-16');
  });

  it('says "0 Comments" with no list when there are none, and passes axe', async () => {
    const { getByRole, queryByRole, container } = renderInSite(<PostComments post={{ comments: [] }} />);
    assert.equal(getByRole('heading').textContent, '0 Comments');
    assert.equal(describeElement(queryByRole('list')), 'nothing');
    cleanup();
    const full = renderInSite(<PostComments post={{ comments }} />);
    assert.deepEqual(await axeViolations(full.container), []);
    void container;
  });
});
