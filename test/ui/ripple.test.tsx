import { cleanup, render } from '@testing-library/react';
import { expect } from 'chai';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import { addRipple, installRipple } from '../../src/ui/ripple';
import ripple from '../../src/styles/ripple.css?inline';
import { applyStyles } from '../layout/render-in-site';

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
    await press(button);
    const wave = button.querySelector<HTMLElement>('.it-ripple');
    expect(wave, 'a ripple appears').to.not.equal(null);
    expect(getComputedStyle(wave!).animationDuration).to.equal('0.55s');
    expect(wave!.getAttribute('aria-hidden')).to.equal('true');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(button.querySelector('.it-ripple')).to.equal(null);
    expect(button.textContent).to.equal('Get Started');
  });

  it('shows no ripple under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { getByRole } = render(
      <button type="button" className="it-button" onPointerDown={addRipple}>
        Get Started
      </button>,
    );
    await press(getByRole('button'));
    expect(getByRole('button').querySelector('.it-ripple')).to.equal(null);
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
    await press(getByRole('link', { name: 'Plain' }));
    await press(getByRole('button', { name: 'Own handler' }));
    expect(getByRole('link', { name: 'Plain' }).querySelectorAll('.it-ripple').length).to.equal(1);
    expect(getByRole('button', { name: 'Own handler' }).querySelectorAll('.it-ripple').length).to.equal(1);
    uninstall();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await press(getByRole('link', { name: 'Plain' }));
    expect(getByRole('link', { name: 'Plain' }).querySelectorAll('.it-ripple').length).to.equal(0);
  });
});
