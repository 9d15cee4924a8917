import { cleanup, waitFor, within } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { services } from '../../src/content/services.ts';
import { site } from '../../src/content/site.ts';
import { Header } from '../../src/layout/Header.tsx';
import { menuOpen } from '../../src/state/menu.ts';
import header from '../../src/styles/header.css?inline';
import { floatingUiLoaded } from './floating-ui-loaded.ts';
import { applyStyles, describeElement, focused, renderInSite } from './render-in-site.tsx';

const widths = [320, 360, 375, 390, 768, 1023, 1024, 1280, 1920];

function isShown(element: Element): boolean {
  return element.checkVisibility({ visibilityProperty: true });
}

/** The centre of an element, in the viewport pixels the mouse command expects. */
function centreOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

describe('Header', () => {
  before(() => applyStyles(header));

  afterEach(async () => {
    cleanup();
    await resetMouse();
    await setViewport({ width: 1280, height: 800 });
  });

  // First: once loaded, a module stays loaded for the rest of this file.
  it("starts loading the mobile menu's focus manager when the pointer reaches the menu button, not before", async () => {
    await setViewport({ width: 390, height: 800 });
    const { getByRole } = renderInSite(<Header />);
    // Time for any eager import to have come in.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await floatingUiLoaded(), false, '@floating-ui loaded with the page');

    await sendMouse({ type: 'move', position: centreOf(getByRole('button', { name: 'Menu' })) });
    await waitFor(async () => assert.equal(await floatingUiLoaded(), true, '@floating-ui loaded on hover'), {
      timeout: 3000,
    });
    assert.equal(menuOpen.value, false, 'the menu, still closed');
  });

  it('is exactly 80 px high at every width, from a small phone to a wide desktop', async () => {
    const { container } = renderInSite(<Header />);
    const bar = container.querySelector('header')!;
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      assert.equal(bar.getBoundingClientRect().height, 80, `height at ${width} px`);
    }
  });

  it('fits its logo, menu, phone and button side by side without overlap or clipping at every width', async () => {
    const { container, getByRole } = renderInSite(<Header />);
    const row = container.querySelector('header')!.firstElementChild!;
    const brand = getByRole('link', { name: site.name });
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      const parts = Array.from(row.children).filter(isShown);
      for (let i = 1; i < parts.length; i++) {
        const left = parts[i - 1]!.getBoundingClientRect().right;
        const next = parts[i]!.getBoundingClientRect().left;
        assert.ok(
          left <= next,
          `${describeElement(parts[i - 1]!)} runs into the next part at ${width} px (${left} > ${next})`,
        );
      }
      assert.ok(
        row.scrollWidth <= row.clientWidth,
        `row overflows at ${width} px (${row.scrollWidth} > ${row.clientWidth})`,
      );
      assert.ok(
        brand.scrollWidth <= brand.clientWidth,
        `logo and name clipped at ${width} px (${brand.scrollWidth} > ${brand.clientWidth})`,
      );
    }
  });

  it('links its logo and the company name to the home page', () => {
    const { getByRole } = renderInSite(<Header />, '/about');
    const home = getByRole('link', { name: site.name });
    assert.equal(home.getAttribute('href'), '/home');
    const logo = home.querySelector('img')!;
    assert.equal(logo.getAttribute('src'), '/assets/images/logo.svg');
    const { width } = logo.getBoundingClientRect();
    assert.ok(width <= 150, `logo ${width} px wide`);
  });

  it('offers the call-to-experts phone link that dials the company number', () => {
    const { getByRole } = renderInSite(<Header />);
    const call = getByRole('link', { name: /Call our experts/ });
    assert.equal(call.getAttribute('href'), site.phone.href);
    assert.ok(call.textContent.includes(site.phone.display), `"${call.textContent}" shows ${site.phone.display}`);
  });

  it('shows the menu button below 1024 px and the desktop menu from 1024 px', async () => {
    await setViewport({ width: 1023, height: 800 });
    const { getByRole, container } = renderInSite(<Header />);
    const menuButton = getByRole('button', { name: 'Menu' });
    const nav = container.querySelector('nav')!;
    assert.equal(isShown(menuButton), true);
    assert.equal(isShown(nav), false);
    assert.equal(menuButton.getAttribute('aria-controls'), 'it-mobile-menu');
    assert.equal(menuButton.getAttribute('aria-expanded'), 'false');
    await setViewport({ width: 1024, height: 800 });
    assert.equal(isShown(menuButton), false);
    assert.equal(isShown(nav), true);
  });

  it('marks the link of the current page, and reads / as the home page', () => {
    const about = renderInSite(<Header />, '/about');
    const nav = within(about.getByRole('navigation', { name: 'Main' }));
    assert.equal(nav.getByRole('link', { name: 'About' }).getAttribute('aria-current'), 'page');
    assert.equal(nav.getByRole('link', { name: 'Home' }).hasAttribute('aria-current'), false);
    cleanup();
    const root = renderInSite(<Header />, '/');
    assert.equal(
      within(root.getByRole('navigation', { name: 'Main' }))
        .getByRole('link', { name: 'Home' })
        .getAttribute('aria-current'),
      'page',
    );
  });

  it('opens the Services submenu from its toggle by keyboard; Escape closes it and returns focus', async () => {
    const { getByRole, queryByRole } = renderInSite(<Header />);
    const toggle = getByRole('button', { name: 'Services submenu' });
    const firstService = services[0]!.title;
    assert.equal(toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(describeElement(queryByRole('link', { name: firstService })), 'nothing');

    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assert.equal(toggle.getAttribute('aria-expanded'), 'true'));
    await sendKeys({ press: 'Tab' });
    assert.equal(focused(), describeElement(getByRole('link', { name: firstService })));
    assert.equal(document.activeElement?.getAttribute('href'), `/services/${services[0]!.slug}`);

    await sendKeys({ press: 'Escape' });
    await waitFor(() => assert.equal(toggle.getAttribute('aria-expanded'), 'false'));
    assert.equal(focused(), describeElement(toggle));
    assert.equal(describeElement(queryByRole('link', { name: firstService })), 'nothing');
  });

  it('closes a submenu when focus moves on past its last link', async () => {
    const { getByRole } = renderInSite(<Header />);
    const toggle = getByRole('button', { name: 'Services submenu' });
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assert.equal(toggle.getAttribute('aria-expanded'), 'true'));
    getByRole('link', { name: services.at(-1)!.title }).focus();
    await sendKeys({ press: 'Tab' });
    assert.equal(focused(), describeElement(getByRole('link', { name: 'Products' })));
    await waitFor(() => assert.equal(toggle.getAttribute('aria-expanded'), 'false'));
  });

  it('opens a submenu while the mouse hovers its entry and closes it when the mouse leaves', async () => {
    const { getByRole } = renderInSite(<Header />);
    const toggle = getByRole('button', { name: 'Products submenu' });
    await sendMouse({ type: 'move', position: centreOf(getByRole('link', { name: 'Products' })) });
    await waitFor(() => assert.equal(toggle.getAttribute('aria-expanded'), 'true'));
    await sendMouse({ type: 'move', position: [5, 600] });
    await waitFor(() => assert.equal(toggle.getAttribute('aria-expanded'), 'false'));
  });
});
