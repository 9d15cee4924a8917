// A dark toaster on a dark partner page: its toast's close button is drawn in
// the dark palette's text colour, not react-toastify's black, which a visitor
// could not see on a #111 page. From the built bundles in Chromium.
import assert from 'node:assert/strict';
import { loadWidget, mountFormWidget, typeInto } from '../support/built-form-widget.ts';
import { until } from '../support/until.ts';

/** The error toast an emptied sign-in raises in `toaster` (the form comes filled with the demo account). */
async function raiseToast(toaster: HTMLElement) {
  const { host, form } = await mountFormWidget('sign-in');
  typeInto(form, 'email', '');
  typeInto(form, 'password', '');
  form.requestSubmit();
  const toast = await until(
    () => toaster.shadowRoot?.querySelector<HTMLElement>('.Toastify__toast--error'),
    'the toast',
  );
  return { host, close: toast!.querySelector<HTMLElement>('.Toastify__close-button')! };
}

describe('a dark toaster', () => {
  it("draws its toast's close button in the dark palette's text colour, light on the dark toast", async () => {
    await loadWidget('toaster.js');
    const toaster = document.createElement('it-toaster');
    toaster.setAttribute('theme', 'dark');
    document.body.append(toaster);
    const { host, close } = await raiseToast(toaster);
    const drawn = getComputedStyle(close).color;
    // What the text token gives beside it, in the same tree and colour scheme.
    const probe = document.createElement('span');
    probe.style.color = 'var(--it-color-text)';
    close.parentElement!.append(probe);
    assert.equal(drawn, getComputedStyle(probe).color, 'the close button in the text colour');
    const [r = 0, g = 0, b = 0] = drawn.match(/\d+/g)!.map(Number);
    assert.ok((r + g + b) / 3 > 180, `a light colour on the dark toast, not ${drawn}`);
    probe.remove();
    host.remove();
    toaster.remove();
  });
});
