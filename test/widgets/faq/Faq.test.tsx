import { cleanup, render, waitFor } from '../../support/testing-library.ts';
import assert from 'node:assert/strict';
import { faq } from '../../../src/content/legal.ts';
import { Faq } from '../../../widgets/faq/Faq.tsx';
import accordion from '../../../src/styles/accordion.css?inline';
import { applyStyles } from '../../layout/render-in-site.tsx';

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
    assert.deepEqual(
      getAllByRole('button').map((b) => b.textContent),
      faq.map((item) => item.question),
    );
    assert.deepEqual(openQuestions(container), []);
  });

  it('opens one answer at a time: opening another closes the first', async () => {
    const { container, getByRole } = render(<Faq />);
    const [first, second] = faq;
    getByRole('button', { name: first!.question }).click();
    await waitFor(() => assert.deepEqual(openQuestions(container), [first!.question]));
    assert.equal(getByRole('button', { name: first!.question }).getAttribute('aria-expanded'), 'true');
    getByRole('button', { name: second!.question }).click();
    await waitFor(() => assert.deepEqual(openQuestions(container), [second!.question]));
    assert.equal(getByRole('button', { name: first!.question }).getAttribute('aria-expanded'), 'false');
  });

  it('closes the open answer when its question is pressed again', async () => {
    const { container, getByRole } = render(<Faq />);
    const question = getByRole('button', { name: faq[2]!.question });
    question.click();
    await waitFor(() => assert.deepEqual(openQuestions(container), [faq[2]!.question]));
    question.click();
    await waitFor(() => assert.deepEqual(openQuestions(container), []));
    assert.equal(question.getAttribute('aria-expanded'), 'false');
  });
});
