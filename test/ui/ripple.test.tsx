import { cleanup, render } from '@testing-library/react';
import { expect } from 'chai';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import { addRipple } from '../../src/ui/ripple';
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
