import { cleanup, render } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import { addRipple, installRipple } from '../../src/ui/ripple.ts';
import ripple from '../../src/styles/ripple.css?inline';
import { applyStyles } from '../layout/render-in-site.tsx';
import { until } from '../support/until.ts';

/**
 * Every ripple added under `root` from now on, seen the moment it is added: a
 * press takes three round trips to the test runner, and on a loaded machine the
 * 550 ms ripple can be gone before the last one returns.
 */
function watchRipples(root: Node) {
  const added: { host: Element; duration: string; hidden: string | null }[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLElement) || !node.classList.contains('it-ripple')) continue;
      added.push({
        host: node.parentElement!,
        duration: getComputedStyle(node).animationDuration,
        hidden: node.getAttribute('aria-hidden'),
      });
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return { added, stop: () => observer.disconnect() };
}

async function press(button: HTMLElement) {
  const box = button.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.left + 10), Math.round(box.top + 10)] });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'up' });
}

describe('addRipple (press ripple on buttons)', () => {
  before(() => applyStyles(ripple, '.it-button { position: relative; overflow: hidden; padding: 1rem 2rem; }'));
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('grows a 550 ms ripple from the pressed point, then removes it', async () => {
    const { getByRole } = render(
      <button type="button" className="it-button" onPointerDown={addRipple}>
        Get Started
      </button>,
    );
    const button = getByRole('button');
    const ripples = watchRipples(button);
    await press(button);
    ripples.stop();
    assert.equal(ripples.added.length, 1, 'a ripple appears');
    assert.equal(ripples.added[0]!.duration, '0.55s');
    assert.equal(ripples.added[0]!.hidden, 'true');
    await until(() => !button.querySelector('.it-ripple'), 'the ripple removed once it has grown');
    assert.equal(button.textContent, 'Get Started');
  });

  it('shows no ripple under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { getByRole } = render(
      <button type="button" className="it-button" onPointerDown={addRipple}>
        Get Started
      </button>,
    );
    const ripples = watchRipples(getByRole('button'));
    await press(getByRole('button'));
    ripples.stop();
    assert.deepEqual(ripples.added, []);
  });
});

describe('installRipple (ripple for every .it-button of a page)', () => {
  before(() => applyStyles(ripple));
  afterEach(cleanup);

  it('ripples a plain .it-button once, and a button with its own handler only once', async () => {
    const uninstall = installRipple(document);
    const { getByRole } = render(
      <>
        <a className="it-button" href="#plain" onClick={(event) => event.preventDefault()}>
          Plain
        </a>
        <button type="button" className="it-button" onPointerDown={addRipple}>
          Own handler
        </button>
      </>,
    );
    const plain = getByRole('link', { name: 'Plain' });
    const own = getByRole('button', { name: 'Own handler' });
    const ripples = watchRipples(document.body);
    await press(plain);
    await press(own);
    assert.equal(ripples.added.filter((ripple) => ripple.host === plain).length, 1);
    assert.equal(ripples.added.filter((ripple) => ripple.host === own).length, 1);
    uninstall();
    await press(plain);
    ripples.stop();
    assert.equal(ripples.added.filter((ripple) => ripple.host === plain).length, 1, 'none once uninstalled');
  });
});
