import { cleanup, render, waitFor } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { emulateMedia, resetMouse, sendMouse } from '@web/test-runner-commands';
import { Cursor } from '../../src/layout/Cursor.tsx';
import cursor from '../../src/styles/cursor.css?inline';
import { applyStyles, describeElement } from './render-in-site.tsx';

/** The cursor's shapes, once the effect that checks the media queries has shown them. */
function shapesIn(container: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const shapes = container.querySelector<HTMLElement>('.it-cursor');
    if (!shapes) throw new Error('The cursor has not appeared.');
    return shapes;
  });
}

/** The centre of an element, in the viewport pixels the mouse command expects. */
function centreOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

describe('Cursor', () => {
  before(() => applyStyles(cursor));

  afterEach(async () => {
    cleanup();
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('follows the mouse with a dot that never catches clicks', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const { container } = render(<Cursor />);
    const shapes = await shapesIn(container);
    assert.equal(shapes.getAttribute('aria-hidden'), 'true');
    assert.equal(getComputedStyle(shapes).pointerEvents, 'none');
    await sendMouse({ type: 'move', position: [200, 150] });
    await waitFor(() => assert.equal(shapes.classList.contains('it-cursor--visible'), true));
    const dot = shapes.querySelector<HTMLElement>('.it-cursor__dot')!;
    assert.equal(dot.style.transform, 'translate3d(200px, 150px, 0px)');
    assert.equal(describeElement(document.elementFromPoint(200, 150)?.closest('.it-cursor') ?? null), 'nothing');
  });

  it('grows over links and shows a click style while the button is held', async () => {
    const { container, getByRole } = render(
      <>
        {/* A click must not navigate: the test runner treats any navigation as a crash. */}
        <a href="#target" onClick={(event) => event.preventDefault()}>
          A link
        </a>
        <Cursor />
      </>,
    );
    const shapes = await shapesIn(container);
    const box = getByRole('link').getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 5), Math.round(box.y + box.height / 2)] });
    await waitFor(() => assert.equal(shapes.classList.contains('it-cursor--hover'), true));
    await sendMouse({ type: 'down' });
    await waitFor(() => assert.equal(shapes.classList.contains('it-cursor--pressed'), true));
    await sendMouse({ type: 'up' });
    await waitFor(() => assert.equal(shapes.classList.contains('it-cursor--pressed'), false));
  });

  it('steps aside when focus goes where the mouse is not, and comes back with the next mouse move', async () => {
    const { container, getByRole } = render(
      <>
        <button type="button">Under the mouse</button>
        <button type="button">Elsewhere</button>
        <Cursor />
      </>,
    );
    const shapes = await shapesIn(container);
    const visible = () => shapes.classList.contains('it-cursor--visible');
    await sendMouse({ type: 'move', position: centreOf(getByRole('button', { name: 'Under the mouse' })) });
    await waitFor(() => assert.equal(visible(), true));

    // A click focuses what is under the mouse: the cursor stays.
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    assert.equal(describeElement(document.activeElement), 'button "Under the mouse"');
    assert.equal(visible(), true, 'shown after a click');

    // Tab, or a dialog opening under a still mouse, moves focus away from it.
    getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => assert.equal(visible(), false, 'shown beside the focused button'));

    await sendMouse({ type: 'move', position: [20, 300] });
    await waitFor(() => assert.equal(visible(), true, 'shown once the mouse moves'));
  });

  it('stays off for visitors who ask for reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    // render() returns after act() has flushed the effect that reads the media query.
    const { container } = render(<Cursor />);
    assert.equal(describeElement(container.querySelector('.it-cursor')), 'nothing');
  });
});
