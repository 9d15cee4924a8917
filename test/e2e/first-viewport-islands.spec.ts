// What the first screen promises without any input: an island left to its
// default rule (`near`) wakes on its own once in or near the viewport, and a
// carousel that turns by itself starts turning. An island that never wakes looks
// like any other in a screenshot, so this checks every one the first screen
// shows, on the key routes, with no input at all.
import { builtPages } from '../support/built-pages';
import { expect, test } from '../support/e2e-test';

const post = Object.keys(await builtPages()).find((page) => page.startsWith('/blog-single/'));
const routes = ['/', post!, '/services', '/about', '/contact', '/career'];

/**
 * The islands whose box, the union of what their host shows (the host itself has
 * none, being display: contents), meets the first viewport, and that promise to
 * come alive with no input: by their rule (`near`: React wakes them), or by a
 * carousel in them that a script of its own turns (`data-autoplay`). Each as its
 * name and whether it is alive: hydrated, or its carousel turning.
 */
const FIRST_VIEWPORT_ISLANDS = `[...document.querySelectorAll('[data-island]')]
  .filter((host) => {
    const range = document.createRange();
    range.selectNodeContents(host);
    const box = range.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  })
  .filter((host) => host.dataset.wake === 'near' || host.dataset.awake !== undefined || host.querySelector('[data-autoplay]'))
  .map((host) => ({
    name: host.dataset.island,
    alive: host.dataset.awake !== undefined || Boolean(host.querySelector('[data-autoplaying]')),
  }))`;

/** An island as {@link FIRST_VIEWPORT_ISLANDS} reports it. */
type Shown = { name: string; alive: boolean };

test.describe('islands in the first viewport', () => {
  for (const route of routes) {
    test(`on ${route}, every island the first screen shows wakes within 5 s of load with no input`, async ({
      page,
    }) => {
      await page.goto(route, { waitUntil: 'load' });
      const asleep = async () =>
        (await page.evaluate<Shown[]>(FIRST_VIEWPORT_ISLANDS))
          .filter((island) => !island.alive)
          .map((island) => island.name);
      await expect
        .poll(asleep, { timeout: 5000, message: `islands of ${route} still asleep 5 s after load` })
        .toEqual([]);
    });
  }
});
