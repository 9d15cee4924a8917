import { cleanup, render, waitFor } from '../../support/testing-library.ts';
import assert from 'node:assert/strict';
import { sendKeys } from '@web/test-runner-commands';
import { techStacks } from '../../../src/content/tech-stacks.ts';
import { TechStack } from '../../../widgets/tech-stack/TechStack.tsx';
import tabs from '../../../src/styles/tabs.css?inline';
import techStack from '../../../widgets/tech-stack/tech-stack.css?inline';
import { applyStyles, focused } from '../../layout/render-in-site.tsx';

const labels = techStacks.map((stack) => stack.label);
const selectedTab = (container: HTMLElement) =>
  container.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? 'none';
const shownItems = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="tabpanel"] .it-tech-stack__item')].map((node) => node.textContent);
const itemsOf = (label: string) => techStacks.find((stack) => stack.label === label)!.items.map((item) => item.name);

describe('TechStack', () => {
  before(() => applyStyles(tabs, techStack));
  afterEach(cleanup);

  it('shows six category tabs with Mobile selected and its six technologies', () => {
    const { container, getAllByRole } = render(<TechStack />);
    assert.deepEqual(
      getAllByRole('tab').map((tab) => tab.textContent),
      labels,
    );
    assert.equal(selectedTab(container), 'Mobile');
    assert.deepEqual(shownItems(container), ['iOS', 'Android', 'React Native', 'Flutter', 'Ionic', 'Swift']);
  });

  it('shows a self-hosted icon for every technology', () => {
    const { container } = render(<TechStack />);
    const sources = [...container.querySelectorAll<HTMLImageElement>('[role="tabpanel"] img')].map(
      (img) => new URL(img.src).pathname,
    );
    assert.equal(sources.length, 6);
    for (const source of sources) assert.match(source, /^\/assets\/images\/tech\/[\w-]+\.svg$/);
  });

  it('switches the grid when a tab is clicked', async () => {
    const { container, getByRole } = render(<TechStack />);
    getByRole('tab', { name: 'Database' }).click();
    await waitFor(() => assert.equal(selectedTab(container), 'Database'));
    assert.equal(getByRole('tab', { name: 'Mobile' }).getAttribute('aria-selected'), 'false');
    assert.deepEqual(shownItems(container), itemsOf('Database'));
  });

  it('moves between tabs with the arrow keys, wrapping, and jumps with Home and End', async () => {
    const { container, getByRole } = render(<TechStack />);
    getByRole('tab', { name: 'Mobile' }).focus();
    await sendKeys({ press: 'ArrowRight' });
    assert.equal(selectedTab(container), 'Frontend');
    assert.equal(focused(), 'button#' + getByRole('tab', { name: 'Frontend' }).id + ' "Frontend"');
    assert.deepEqual(shownItems(container), itemsOf('Frontend'));
    await sendKeys({ press: 'End' });
    assert.equal(selectedTab(container), 'UI/UX');
    assert.deepEqual(shownItems(container), ['Figma', 'Adobe XD', 'Sketch', 'Photoshop']);
    await sendKeys({ press: 'ArrowRight' });
    assert.equal(selectedTab(container), 'Mobile');
    await sendKeys({ press: 'ArrowLeft' });
    assert.equal(selectedTab(container), 'UI/UX');
    await sendKeys({ press: 'Home' });
    assert.equal(selectedTab(container), 'Mobile');
  });

  it('on a right-to-left page swaps the arrows, so each moves toward the tab it points at', async () => {
    const { container, getByRole } = render(
      <div dir="rtl">
        <TechStack />
      </div>,
    );
    const left = (name: string) => getByRole('tab', { name }).getBoundingClientRect().left;
    assert.ok(left('Frontend') < left('Mobile'), 'the second tab sits left of the first');
    getByRole('tab', { name: 'Mobile' }).focus();
    await sendKeys({ press: 'ArrowLeft' });
    assert.equal(selectedTab(container), 'Frontend');
    assert.equal(focused(), 'button#' + getByRole('tab', { name: 'Frontend' }).id + ' "Frontend"');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    assert.equal(selectedTab(container), 'UI/UX', 'Right from the first wraps to the last');
  });

  it('keeps only the selected tab in the Tab order, and labels the panel with it', () => {
    const { getAllByRole, getByRole } = render(<TechStack />);
    assert.deepEqual(
      getAllByRole('tab').map((tab) => tab.tabIndex),
      [0, -1, -1, -1, -1, -1],
    );
    assert.ok(getByRole('tabpanel', { name: 'Mobile' }) instanceof HTMLElement, 'the Mobile tab panel');
  });
});
