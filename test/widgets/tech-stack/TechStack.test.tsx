import { cleanup, render, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { techStacks } from '../../../src/content/tech-stacks';
import { TechStack } from '../../../widgets/tech-stack/TechStack';
import tabs from '../../../src/styles/tabs.css?inline';
import techStack from '../../../widgets/tech-stack/tech-stack.css?inline';
import { applyStyles, focused } from '../../layout/render-in-site';

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
    expect(getAllByRole('tab').map((tab) => tab.textContent)).to.deep.equal(labels);
    expect(selectedTab(container)).to.equal('Mobile');
    expect(shownItems(container)).to.deep.equal(['iOS', 'Android', 'React Native', 'Flutter', 'Ionic', 'Swift']);
  });

  it('shows a self-hosted icon for every technology', () => {
    const { container } = render(<TechStack />);
    const sources = [...container.querySelectorAll<HTMLImageElement>('[role="tabpanel"] img')].map(
      (img) => new URL(img.src).pathname,
    );
    expect(sources).to.have.length(6);
    for (const source of sources) expect(source).to.match(/^\/assets\/images\/tech\/[\w-]+\.svg$/);
  });

  it('switches the grid when a tab is clicked', async () => {
    const { container, getByRole } = render(<TechStack />);
    getByRole('tab', { name: 'Database' }).click();
    await waitFor(() => expect(selectedTab(container)).to.equal('Database'));
    expect(getByRole('tab', { name: 'Mobile' }).getAttribute('aria-selected')).to.equal('false');
    expect(shownItems(container)).to.deep.equal(itemsOf('Database'));
  });

  it('moves between tabs with the arrow keys, wrapping, and jumps with Home and End', async () => {
    const { container, getByRole } = render(<TechStack />);
    getByRole('tab', { name: 'Mobile' }).focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(selectedTab(container)).to.equal('Frontend');
    expect(focused()).to.equal('button#' + getByRole('tab', { name: 'Frontend' }).id + ' "Frontend"');
    expect(shownItems(container)).to.deep.equal(itemsOf('Frontend'));
    await sendKeys({ press: 'End' });
    expect(selectedTab(container)).to.equal('UI/UX');
    expect(shownItems(container)).to.deep.equal(['Figma', 'Adobe XD', 'Sketch', 'Photoshop']);
    await sendKeys({ press: 'ArrowRight' });
    expect(selectedTab(container)).to.equal('Mobile');
    await sendKeys({ press: 'ArrowLeft' });
    expect(selectedTab(container)).to.equal('UI/UX');
    await sendKeys({ press: 'Home' });
    expect(selectedTab(container)).to.equal('Mobile');
  });

  it('keeps only the selected tab in the Tab order, and labels the panel with it', () => {
    const { getAllByRole, getByRole } = render(<TechStack />);
    expect(getAllByRole('tab').map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1]);
    expect(getByRole('tabpanel', { name: 'Mobile' })).to.be.instanceOf(HTMLElement);
  });
});
