import { cleanup, render, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { faq } from '../../../src/content/legal';
import { Faq } from '../../../widgets/faq/Faq';
import accordion from '../../../src/styles/accordion.css?inline';
import { applyStyles } from '../../layout/render-in-site';

/** The questions whose answers a visitor can see. */
const openQuestions = (container: HTMLElement) =>
  [...container.querySelectorAll('.it-accordion__item')]
    .filter((item) => item.querySelector<HTMLElement>('.it-accordion__panel')!.checkVisibility())
    .map((item) => item.querySelector('button')!.textContent);

describe('Faq (privacy and terms accordion)', () => {
  before(() => applyStyles(accordion));
  afterEach(cleanup);

  it('lists four questions, all closed at first', () => {
    const { container, getAllByRole } = render(<Faq />);
    expect(getAllByRole('button').map((b) => b.textContent)).to.deep.equal(faq.map((item) => item.question));
    expect(openQuestions(container)).to.deep.equal([]);
  });

  it('opens one answer at a time: opening another closes the first', async () => {
    const { container, getByRole } = render(<Faq />);
    const [first, second] = faq;
    getByRole('button', { name: first!.question }).click();
    await waitFor(() => expect(openQuestions(container)).to.deep.equal([first!.question]));
    expect(getByRole('button', { name: first!.question }).getAttribute('aria-expanded')).to.equal('true');
    getByRole('button', { name: second!.question }).click();
    await waitFor(() => expect(openQuestions(container)).to.deep.equal([second!.question]));
    expect(getByRole('button', { name: first!.question }).getAttribute('aria-expanded')).to.equal('false');
  });

  it('closes the open answer when its question is pressed again', async () => {
    const { container, getByRole } = render(<Faq />);
    const question = getByRole('button', { name: faq[2]!.question });
    question.click();
    await waitFor(() => expect(openQuestions(container)).to.deep.equal([faq[2]!.question]));
    question.click();
    await waitFor(() => expect(openQuestions(container)).to.deep.equal([]));
    expect(question.getAttribute('aria-expanded')).to.equal('false');
  });
});
