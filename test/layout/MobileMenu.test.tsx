import { cleanup, waitFor, within } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { executeServerCommand, sendKeys, setViewport } from '@web/test-runner-commands';
import { products } from '../../src/content/products.ts';
import { services } from '../../src/content/services.ts';
import { Header } from '../../src/layout/Header.tsx';
import { MobileMenu } from '../../src/layout/MobileMenu.tsx';
import { closeMenu } from '../../src/state/menu.ts';
import header from '../../src/styles/header.css?inline';
import mobileMenu from '../../src/styles/mobile-menu.css?inline';
import { floatingUiLoaded } from './floating-ui-loaded.ts';
import { applyStyles, describeElement, focused, renderInSite } from './render-in-site.tsx';

/**
 * Whether a turn of the mouse wheel at the left edge of the window (beside the
 * menu's panel when it is open, on the dimmed page) scrolls the page.
 */
async function wheelScrollsPage(): Promise<boolean> {
  const before = window.scrollY;
  await executeServerCommand('wheel', { x: 20, y: 400, deltaY: 300 });
  try {
    await waitFor(() => assert.notEqual(window.scrollY, before));
    return true;
  } catch {
    return false;
  }
}

/** A phone-sized page on /about, scrolled down, with the menu opened from its button. */
async function openMenuOnAPhone() {
  const view = renderInSite(
    <>
      <Header />
      <MobileMenu />
      <main className="tall-page">Page</main>
    </>,
    '/about',
  );
  window.scrollTo({ top: 400, behavior: 'instant' });
  const menuButton = view.getByRole('button', { name: 'Menu' });
  menuButton.focus();
  menuButton.click();
  // Asked for afresh each time: had the overlay's code not come yet, it replaces the first markup when it does.
  await waitFor(() =>
    assert.equal(
      view.getByRole('dialog', { name: 'Menu' }).contains(document.activeElement),
      true,
      'focus inside the menu',
    ),
  );
  const dialog = view.getByRole('dialog', { name: 'Menu' });
  return { ...view, menuButton, dialog, menu: within(dialog) };
}

describe('MobileMenu', () => {
  before(async () => {
    applyStyles(header, mobileMenu, '.tall-page { display: block; height: 3000px; }');
    await setViewport({ width: 390, height: 800 });
  });

  afterEach(async () => {
    closeMenu();
    cleanup();
    window.scrollTo({ top: 0, behavior: 'instant' });
    await setViewport({ width: 390, height: 800 });
  });

  // First: once loaded, a module stays loaded for the rest of this file.
  it('opens at once on a first press before @floating-ui has loaded, then loads it and moves focus in', async () => {
    const view = renderInSite(
      <>
        <Header />
        <MobileMenu />
      </>,
    );
    // Time for any eager import to have come in.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await floatingUiLoaded(), false, '@floating-ui loaded with the page');

    // A bare click, as a tap that came with no hover or focus to preload on.
    view.getByRole('button', { name: 'Menu' }).click();
    await view.findByRole('dialog', { name: 'Menu' });
    // The overlay replaces the first markup when it arrives: ask for the dialog afresh.
    const dialog = () => view.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => assert.equal(dialog().contains(document.activeElement), true, 'focus inside the menu'));
    assert.equal(await floatingUiLoaded(), true, '@floating-ui loaded once the menu opened');
    assert.equal(focused(), describeElement(within(dialog()).getByRole('button', { name: 'Close menu' })));
  });

  it('opens from the menu button as a modal dialog, with focus on its close button', async () => {
    const { menuButton, menu } = await openMenuOnAPhone();
    assert.equal(menuButton.getAttribute('aria-expanded'), 'true');
    assert.equal(focused(), describeElement(menu.getByRole('button', { name: 'Close menu' })));
    assert.equal(menu.getByRole('link', { name: 'About' }).getAttribute('aria-current'), 'page');
  });

  it('keeps one submenu open: expanding Products collapses Services', async () => {
    const { menu } = await openMenuOnAPhone();
    const servicesToggle = menu.getByRole('button', { name: 'Services submenu' });
    const productsToggle = menu.getByRole('button', { name: 'Products submenu' });

    servicesToggle.click();
    await waitFor(() => assert.equal(servicesToggle.getAttribute('aria-expanded'), 'true'));
    assert.notEqual(describeElement(menu.queryByRole('link', { name: services[0]!.title })), 'nothing');

    productsToggle.click();
    await waitFor(() => assert.equal(productsToggle.getAttribute('aria-expanded'), 'true'));
    assert.equal(servicesToggle.getAttribute('aria-expanded'), 'false');
    assert.equal(describeElement(menu.queryByRole('link', { name: services[0]!.title })), 'nothing');
    assert.notEqual(describeElement(menu.queryByRole('link', { name: products[1]!.title })), 'nothing');
  });

  it('collapses the open submenu when its toggle is pressed again', async () => {
    const { menu } = await openMenuOnAPhone();
    const servicesToggle = menu.getByRole('button', { name: 'Services submenu' });
    servicesToggle.click();
    await waitFor(() => assert.equal(servicesToggle.getAttribute('aria-expanded'), 'true'));
    servicesToggle.click();
    await waitFor(() => assert.equal(servicesToggle.getAttribute('aria-expanded'), 'false'));
    assert.equal(describeElement(menu.queryByRole('link', { name: services[0]!.title })), 'nothing');
  });

  it('keeps the page behind still under the mouse wheel while open, and scrolls it again once closed', async () => {
    // Wide enough for the dimmed page to show beside the panel, still below the desktop layout.
    await setViewport({ width: 900, height: 800 });
    const { menu, queryByRole } = await openMenuOnAPhone();
    assert.equal(await wheelScrollsPage(), false, 'the wheel scrolls the page behind the open menu');
    assert.equal(window.scrollY, 400);

    menu.getByRole('button', { name: 'Close menu' }).click();
    await waitFor(() => assert.equal(describeElement(queryByRole('dialog')), 'nothing'));
    assert.equal(await wheelScrollsPage(), true, 'the wheel scrolls the page once the menu is closed');
    assert.doesNotMatch(document.body.getAttribute('style') ?? '', /overflow/, 'no lock left on <body>');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { menuButton, queryByRole } = await openMenuOnAPhone();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => assert.equal(describeElement(queryByRole('dialog')), 'nothing'));
    assert.equal(focused(), describeElement(menuButton));
    assert.equal(menuButton.getAttribute('aria-expanded'), 'false');
  });

  it('closes from its close button and returns focus to the menu button', async () => {
    const { menuButton, menu, queryByRole } = await openMenuOnAPhone();
    menu.getByRole('button', { name: 'Close menu' }).click();
    await waitFor(() => assert.equal(describeElement(queryByRole('dialog')), 'nothing'));
    assert.equal(focused(), describeElement(menuButton));
  });

  it('keeps Tab inside: past the last control focus wraps to the first, and back', async () => {
    const { menu } = await openMenuOnAPhone();
    const closeButton = menu.getByRole('button', { name: 'Close menu' });
    const callLink = menu.getByRole('link', { name: /Call our experts/ });
    callLink.focus();
    // Tab past either end lands on a focus guard, which hands focus on at the next frame.
    await sendKeys({ press: 'Tab' });
    await waitFor(() => assert.equal(focused(), describeElement(closeButton)));
    await sendKeys({ press: 'Shift+Tab' });
    await waitFor(() => assert.equal(focused(), describeElement(callLink)));
  });

  it('closes when the visitor chooses a link, goes to that page and back to the top', async () => {
    const { menu, queryByRole, location } = await openMenuOnAPhone();
    menu.getByRole('link', { name: 'Contact' }).click();
    await waitFor(() => assert.equal(describeElement(queryByRole('dialog')), 'nothing'));
    assert.equal(location.history.at(-1), '/contact');
    assert.equal(window.scrollY, 0);
    assert.equal(await wheelScrollsPage(), true, 'the page scrolls again');
  });

  it('closes and unlocks the page when the window widens to the desktop layout', async () => {
    const { queryByRole } = await openMenuOnAPhone();
    await setViewport({ width: 1280, height: 800 });
    await waitFor(() => assert.equal(describeElement(queryByRole('dialog')), 'nothing'));
    assert.equal(await wheelScrollsPage(), true, 'the page scrolls again');
  });
});
