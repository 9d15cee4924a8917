import assert from 'node:assert/strict';
import { whenScrolledNear } from '../../src/ui/when-scrolled-near.ts';
import { until } from '../support/until.ts';

let page: HTMLElement;

/** A tall page with a target `top` px down it, scrolled to the top. */
function target(top: number): HTMLElement {
  page = document.createElement('div');
  page.style.cssText = `position: relative; height: ${top + 5 * innerHeight}px`;
  const element = document.createElement('div');
  element.style.cssText = `position: absolute; top: ${top}px; height: 50px; width: 100%`;
  page.append(element);
  document.body.append(page);
  scrollTo(0, 0);
  return element;
}

/** Long enough for the observer to have reported and a scroll event to have come. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Scrolls as the visitor's wheel does: the wheel's event, then the page moving. */
async function wheel(by: number): Promise<void> {
  dispatchEvent(new WheelEvent('wheel', { deltaY: by, bubbles: true }));
  scrollBy(0, by);
  await settled();
}

describe('whenScrolledNear (a form that waits for the visitor)', () => {
  afterEach(() => page.remove());

  it('does not start for an element near the viewport from the first moment, with no scroll', async () => {
    let started = 0;
    whenScrolledNear(target(100), () => started++);
    await settled();
    assert.equal(started, 0);
  });

  it('starts once when the visitor scrolls while the element is near', async () => {
    let started = 0;
    whenScrolledNear(target(100), () => started++);
    await settled();
    await wheel(40);
    await wheel(40);
    assert.equal(started, 1);
  });

  it('does not start for a scroll the page made itself, with no input of the visitor', async () => {
    let started = 0;
    whenScrolledNear(target(100), () => started++);
    scrollBy(0, 40);
    await settled();
    assert.equal(started, 0);
  });

  it('waits, as the visitor scrolls, until a far element comes within a screen of the viewport', async () => {
    let started = 0;
    whenScrolledNear(target(4 * innerHeight), () => started++);
    await wheel(innerHeight);
    assert.equal(started, 0, 'three screens away');
    await wheel(innerHeight * 1.5);
    await until(() => started === 1, 'started within a screen of the viewport');
  });

  it('starts nothing once stopped', async () => {
    let started = 0;
    const stop = whenScrolledNear(target(100), () => started++);
    stop();
    await wheel(40);
    assert.equal(started, 0);
  });
});
